'use client'

import { useAuth } from '@payloadcms/ui'
import { mayOpen } from '@/lib/roleMatrix'
import { CMS_LEADS_PATH } from '@/lib/cmsPaths'
import { AdminNavLink } from '@/components/cms/AdminNavLink.client'
import type { User } from '@/payload-types'

/** Sales' (and admins') way to the leads dashboard, under the panel's navigation. */
export function LeadsNavLink() {
  const { user } = useAuth<User>()
  if (!mayOpen(user, CMS_LEADS_PATH)) return null
  return <AdminNavLink view="leads">Leads dashboard</AdminNavLink>
}

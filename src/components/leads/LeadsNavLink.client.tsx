'use client'

import { useAuth } from '@payloadcms/ui'
import { mayOpen } from '@/lib/roleMatrix'
import { AdminNavLink } from '@/components/cms/AdminNavLink.client'
import type { User } from '@/payload-types'

/** Sales' (and admins') way to the leads dashboard, under the panel's navigation. */
export function LeadsNavLink() {
  const { user } = useAuth<User>()
  if (!mayOpen(user, '/cms/leads')) return null
  return <AdminNavLink view="leads">Leads dashboard</AdminNavLink>
}

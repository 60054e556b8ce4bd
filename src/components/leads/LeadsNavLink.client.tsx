'use client'

import { useAuth } from '@payloadcms/ui'
import { isStaffUser } from '@/lib/roles'
import { AdminNavLink } from '@/components/cms/AdminNavLink.client'
import type { User } from '@/payload-types'

/** Staff's way to the leads dashboard, under the panel's navigation. */
export function LeadsNavLink() {
  const { user } = useAuth<User>()
  if (!isStaffUser(user)) return null
  return <AdminNavLink view="leads">Leads dashboard</AdminNavLink>
}

'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import { isStaffUser } from '@collections/access/roles'
import type { User } from '@/payload-types'

/** Staff's way to the leads dashboard, under the panel's navigation. */
export function LeadsNavLink() {
  const { user } = useAuth<User>()
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  if (!isStaffUser(user)) return null
  return (
    <a className="nav__link" href={`${admin}/leads`} style={{ marginBlock: 'calc(var(--base) / 2)' }}>
      Leads dashboard
    </a>
  )
}

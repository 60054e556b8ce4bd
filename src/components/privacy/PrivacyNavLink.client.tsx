'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import type { User } from '@/payload-types'

/** The admin's way to the privacy tool, under the panel's navigation. */
export function PrivacyNavLink() {
  const { user } = useAuth<User>()
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  if (!user?.roles?.includes('admin')) return null
  return (
    <a
      className="nav__link"
      href={`${admin}/privacy`}
      style={{ marginBlock: 'calc(var(--base) / 2)' }}
    >
      Privacy requests (find, export, erase)
    </a>
  )
}

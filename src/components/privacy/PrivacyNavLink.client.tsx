'use client'

import { useAuth } from '@payloadcms/ui'
import { mayOpen } from '@/lib/roleMatrix'
import { CMS_PRIVACY_PATH } from '@/lib/cmsPaths'
import { AdminNavLink } from '@/components/cms/AdminNavLink.client'
import type { User } from '@/payload-types'

/** The admin's way to the privacy tool, under the panel's navigation. */
export function PrivacyNavLink() {
  const { user } = useAuth<User>()
  if (!mayOpen(user, CMS_PRIVACY_PATH)) return null
  return <AdminNavLink view="privacy">Privacy requests (find, export, erase)</AdminNavLink>
}

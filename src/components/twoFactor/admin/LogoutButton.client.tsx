'use client'

import { CMS_LOGIN_PATH } from '@/lib/cmsPaths'
import { signOut } from '../api'
import { SECOND_STEP_TEXT as TEXT } from '../messages/en'

/** Ends a half-signed-in session (Payload's own logout view only acts on full sessions). */
export function LogoutButton() {
  const logout = async () => {
    await signOut().catch(() => undefined)
    // A full load: the panel's client state still holds the ended session.
    window.location.assign(CMS_LOGIN_PATH)
  }
  return (
    <button type="button" className="two-factor__link" onClick={logout}>
      {TEXT.logout}
    </button>
  )
}

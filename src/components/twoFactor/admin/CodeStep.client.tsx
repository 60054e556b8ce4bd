'use client'

import { verifyCode } from '../api'
import { SECOND_STEP_TEXT as TEXT } from '../messages/en'
import { CodeForm } from './CodeForm.client'
import { LogoutButton } from './LogoutButton.client'

/** The CMS's second sign-in step: a code (or a recovery code), then on to where the user was going. */
export function CodeStep({ email, redirectTo }: { email: string; redirectTo: string }) {
  const verify = async (code: string) => {
    await verifyCode(code)
    // A full reload: the panel starts again with the now complete session.
    window.location.assign(redirectTo)
  }

  return (
    <main className="two-factor">
      <h1>{TEXT.codeTitle}</h1>
      <p>
        Signed in as <strong>{email}</strong>. {TEXT.codeIntro}
      </p>
      <CodeForm submitLabel={TEXT.verify} onCode={verify} />
      <LogoutButton />
    </main>
  )
}

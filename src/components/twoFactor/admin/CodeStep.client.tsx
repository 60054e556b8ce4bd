'use client'

import { useId, useState, type FormEvent } from 'react'
import { TwoFactorError, verifyCode } from '../api'
import { SECOND_STEP_TEXT as TEXT } from '../texts'
import { LogoutButton } from './LogoutButton.client'

/** The CMS's second sign-in step: a code (or a recovery code), then on to where the user was going. */
export function CodeStep({ email, redirectTo }: { email: string; redirectTo: string }) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      await verifyCode(code.trim())
      // A full reload: the panel starts again with the now complete session.
      window.location.assign(redirectTo)
    } catch (failure) {
      setError(failure instanceof TwoFactorError ? failure.message : String(failure))
      setCode('')
      setBusy(false)
    }
  }

  return (
    <main className="two-factor">
      <h1>{TEXT.codeTitle}</h1>
      <p>
        Signed in as <strong>{email}</strong>. {TEXT.codeIntro}
      </p>
      <form onSubmit={submit} className="two-factor__form">
        <label htmlFor={`${id}-code`}>{TEXT.codeLabel}</label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={Boolean(error)}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="two-factor__error">
            {error}
          </p>
        )}
        <button type="submit" className="two-factor__primary" disabled={busy}>
          {busy ? TEXT.verifying : TEXT.verify}
        </button>
      </form>
      <LogoutButton />
    </main>
  )
}

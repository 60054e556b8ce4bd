'use client'

import { useId, useState, type FormEvent } from 'react'
import { confirmEnrolment, TwoFactorError } from '../api'
import { RecoveryCodes } from '../RecoveryCodes.client'
import { SECOND_STEP_TEXT as TEXT } from '../texts'
import { LogoutButton } from './LogoutButton.client'

type Props = { email: string; secret: string; qrSvg: string; redirectTo: string }

/** First sign-in: scan or type the secret, confirm one code, then keep the recovery codes. */
export function Enrolment({ email, secret, qrSvg, redirectTo }: Props) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      setRecoveryCodes((await confirmEnrolment(code.trim())).recoveryCodes)
    } catch (failure) {
      setError(failure instanceof TwoFactorError ? failure.message : String(failure))
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  if (recoveryCodes) {
    return (
      <main className="two-factor">
        <h1>Two-factor sign-in is on</h1>
        <RecoveryCodes codes={recoveryCodes} buttonClassName="two-factor__secondary" />
        <button
          type="button"
          className="two-factor__primary"
          onClick={() => window.location.assign(redirectTo)}
        >
          {TEXT.continue}
        </button>
      </main>
    )
  }

  return (
    <main className="two-factor">
      <h1>{TEXT.enrolTitle}</h1>
      <p>
        Signed in as <strong>{email}</strong>. {TEXT.enrolIntro}
      </p>
      {/* Our own SVG, drawn on the server by the qrcode library from the otpauth URI. */}
      <div
        role="img"
        aria-label={TEXT.qrLabel}
        className="two-factor__qr"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p>
        {TEXT.secretLabel}:{' '}
        <code data-testid="totp-secret" className="two-factor__secret">
          {secret}
        </code>
      </p>
      <form onSubmit={submit} className="two-factor__form">
        <label htmlFor={`${id}-code`}>{TEXT.codeLabel}</label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
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
          {busy ? TEXT.verifying : TEXT.enable}
        </button>
      </form>
      <LogoutButton />
    </main>
  )
}

'use client'

import { useState } from 'react'
import { confirmEnrolment } from '../api'
import { RecoveryCodes } from '../RecoveryCodes.client'
import { SECOND_STEP_TEXT as TEXT } from '../messages/en'
import { CodeForm } from './CodeForm.client'
import { LogoutButton } from './LogoutButton.client'

type Props = { email: string; secret: string; qrSvg: string; redirectTo: string }

/** First sign-in: scan or type the secret, confirm one code, then keep the recovery codes. */
export function Enrolment({ email, secret, qrSvg, redirectTo }: Props) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  const confirm = async (code: string) =>
    setRecoveryCodes((await confirmEnrolment(code)).recoveryCodes)

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
      <CodeForm submitLabel={TEXT.enable} onCode={confirm} sixDigits />
      <LogoutButton />
    </main>
  )
}

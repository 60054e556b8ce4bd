'use client'

import { useId, useState, type FormEvent } from 'react'
import { TwoFactorError } from '../api'
import { SECOND_STEP_TEXT as TEXT } from '../messages/en'

type Props = {
  submitLabel: string
  /** Checks the code with the server; a TwoFactorError's message is shown under the field. */
  onCode: (code: string) => Promise<void>
  /** Enrolment takes an authenticator code only; the sign-in step also takes a recovery code. */
  sixDigits?: boolean
}

/** The code field of both CMS screens: one input, its error, and the submit button. */
export function CodeForm({ submitLabel, onCode, sixDigits = false }: Props) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      // Success moves on (a reload, or the recovery codes): the button stays busy until then.
      await onCode(code.trim())
    } catch (failure) {
      setError(failure instanceof TwoFactorError ? failure.message : String(failure))
      setCode('')
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="two-factor__form">
      <label htmlFor={`${id}-code`}>{TEXT.codeLabel}</label>
      <input
        id={`${id}-code`}
        name="code"
        autoComplete="one-time-code"
        {...(sixDigits
          ? { inputMode: 'numeric' as const, pattern: '[0-9]{6}', maxLength: 6 }
          : { autoFocus: true })}
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
        {busy ? TEXT.verifying : submitLabel}
      </button>
    </form>
  )
}

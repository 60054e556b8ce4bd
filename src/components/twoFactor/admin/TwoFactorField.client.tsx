'use client'

import { useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import { useState } from 'react'
import { regenerateRecoveryCodes, resetTwoFactor, TwoFactorError } from '../api'
import { RecoveryCodes } from '../RecoveryCodes.client'

/**
 * Sidebar of a user in /cms: whether two-factor sign-in is on; admins reset another user's
 * factor (that user enrols again), users regenerate their own recovery codes.
 */
export function TwoFactorField({ path }: { path: string }) {
  const { value } = useField<string | null>({ path })
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const [message, setMessage] = useState('')
  const [codes, setCodes] = useState<string[] | null>(null)
  const [resetDone, setResetDone] = useState(false)
  if (!id) return null

  const isSelf = String(user?.id) === String(id)
  const isAdmin = Boolean(user?.roles?.includes('admin'))
  const enabled = Boolean(value) && !resetDone

  const run = async (action: () => Promise<void>) => {
    setMessage('')
    try {
      await action()
    } catch (failure) {
      setMessage(failure instanceof TwoFactorError ? failure.message : String(failure))
    }
  }

  const reset = () =>
    run(async () => {
      if (
        !window.confirm(
          'Reset two-factor sign-in? This user must set it up again at the next sign-in.',
        )
      )
        return
      await resetTwoFactor(id)
      setResetDone(true)
      setMessage('Two-factor sign-in reset. The user sets it up again at the next sign-in.')
    })

  const regenerate = () =>
    run(async () => {
      if (!window.confirm('Create new recovery codes? The old ones stop working.')) return
      setCodes((await regenerateRecoveryCodes()).recoveryCodes)
    })

  return (
    <div className="field-type two-factor-field">
      <p className="field-label">Two-factor sign-in</p>
      <p>{enabled ? `On since ${new Date(value!).toLocaleDateString()}` : 'Not set up'}</p>
      {isAdmin && enabled && !isSelf && (
        <button type="button" className="two-factor__secondary" onClick={reset}>
          Reset two-factor sign-in
        </button>
      )}
      {isSelf && enabled && (
        <button type="button" className="two-factor__secondary" onClick={regenerate}>
          Regenerate recovery codes
        </button>
      )}
      {codes && <RecoveryCodes codes={codes} buttonClassName="two-factor__secondary" />}
      <p role="status">{message}</p>
    </div>
  )
}

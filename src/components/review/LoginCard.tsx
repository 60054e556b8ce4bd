import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/components/site/deferred/toast'
import type { User } from '@/payload-types'
import { CMS_TWO_FACTOR_PATH } from '@/lib/cmsPaths'
import { signOut, twoFactorStatus, verifyCode } from '@/components/twoFactor/api'
import { SECOND_STEP_TEXT } from '@/components/twoFactor/messages/en'
import { TWO_FACTOR_TEXT } from '@/lib/twoFactor/messages/en'
import { ApiError, currentUser, login } from './api'
import { buttonStyles, inputStyles } from './styles'
import { TEXT } from './messages/en'

export type SignInStep = 'password' | 'code' | 'enrol'

const ENROL_URL = `${CMS_TWO_FACTOR_PATH}?redirect=${encodeURIComponent('/admin/applications')}`

/**
 * "Admin Access": email and password through Payload (which sets the HTTP-only cookie), then
 * the authenticator code, which turns that cookie into a full session.
 */
export function LoginCard({
  onSignedIn,
  initialStep = 'password',
}: {
  onSignedIn: (user: User) => void
  initialStep?: SignInStep
}) {
  const id = useId()
  const [step, setStep] = useState<SignInStep>(initialStep)

  const next = async () => {
    const status = await twoFactorStatus()
    if (status.state === 'passed') {
      const user = await currentUser()
      if (user) return onSignedIn(user)
    }
    setStep(status.state === 'enrol' ? 'enrol' : status.state === 'code' ? 'code' : 'password')
  }

  const restart = async () => {
    await signOut().catch(() => undefined)
    setStep('password')
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mx-auto my-16 max-w-md rounded-lg border border-slate-200 p-6 shadow-sm"
    >
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {TEXT.accessTitle}
      </h1>
      {step === 'password' && <PasswordStep onPassed={next} />}
      {step === 'code' && <CodeStep onPassed={next} onCancel={restart} />}
      {step === 'enrol' && (
        <div className="mt-4 space-y-4 text-sm text-slate-700">
          <p>{SECOND_STEP_TEXT.enrolInCms}</p>
          <a href={ENROL_URL} className={`${buttonStyles.primary} w-full`}>
            {SECOND_STEP_TEXT.enrolLink}
          </a>
          <button type="button" onClick={restart} className={`${buttonStyles.outline} w-full`}>
            Logout
          </button>
        </div>
      )}
    </section>
  )
}

function PasswordStep({ onPassed }: { onPassed: () => Promise<void> }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await login(email.trim(), password)
      await onPassed()
    } catch (error) {
      const locked = error instanceof ApiError && /locked/i.test(error.message)
      toast.error(TEXT.accessDenied, {
        description: locked ? TEXT.accountLocked : TEXT.incorrectPassword,
      })
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        Sign in with your staff account to review recovery applications.
      </p>
      <form onSubmit={submit} className="mt-6 space-y-4">
        <div>
          <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-slate-800">
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputStyles}
          />
        </div>
        <div>
          <label
            htmlFor={`${id}-password`}
            className="mb-1 block text-sm font-medium text-slate-800"
          >
            Password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputStyles}
          />
        </div>
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? 'Signing in...' : 'Login'}
        </button>
      </form>
    </>
  )
}

function CodeStep({
  onPassed,
  onCancel,
}: {
  onPassed: () => Promise<void>
  onCancel: () => Promise<void>
}) {
  const id = useId()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await verifyCode(code.trim())
      await onPassed()
    } catch (error) {
      const locked = error instanceof Error && /locked/i.test(error.message)
      toast.error(TEXT.accessDenied, {
        description: locked ? TEXT.accountLocked : TWO_FACTOR_TEXT.invalidCode,
      })
      setCode('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className="mt-1 text-sm text-slate-600">{SECOND_STEP_TEXT.codeIntro}</p>
      <form onSubmit={submit} className="mt-6 space-y-4">
        <div>
          <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium text-slate-800">
            {SECOND_STEP_TEXT.codeLabel}
          </label>
          <input
            id={`${id}-code`}
            autoComplete="one-time-code"
            autoFocus
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={inputStyles}
          />
        </div>
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? SECOND_STEP_TEXT.verifying : SECOND_STEP_TEXT.verify}
        </button>
        <button type="button" onClick={onCancel} className={`${buttonStyles.outline} w-full`}>
          Logout
        </button>
      </form>
    </>
  )
}

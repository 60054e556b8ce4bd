import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { User } from '@/payload-types'
import { ApiError, login } from './api'
import { buttonStyles, inputStyles } from './styles'
import { TEXT } from './texts'

/** "Admin Access": signs in through Payload, which sets the HTTP-only session cookie. */
export function LoginCard({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      onSignedIn(await login(email.trim(), password))
    } catch (error) {
      const locked = error instanceof ApiError && /locked/i.test(error.message)
      toast.error(TEXT.accessDenied, { description: locked ? TEXT.accountLocked : TEXT.incorrectPassword })
      setPassword('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto my-16 max-w-md rounded-lg border border-slate-200 p-6 shadow-sm">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {TEXT.accessTitle}
      </h1>
      <p className="mt-1 text-sm text-slate-600">Sign in with your staff account to review recovery applications.</p>
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
          <label htmlFor={`${id}-password`} className="mb-1 block text-sm font-medium text-slate-800">
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
    </section>
  )
}

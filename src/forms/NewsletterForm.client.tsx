'use client'

import { Component, useActionState, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { sendForm } from './actions'
import { FieldError } from './fields/FieldError'
import { FormNotice } from './fields/FormNotice'
import { Honeypot } from './fields/Honeypot'
import { initialFormState } from './formState'
import type { NewsletterWords } from '@/lib/forms/newsletterWords'
import { prepareToasts, showToast } from './toasts'
import { usePermalink } from './usePermalink'
import { announceLead } from '@/lib/analytics/leadEvent'
import { sourceForForm, thisPage } from '@/lib/leadSource/browser'
import { SOURCE_FIELD } from '@/lib/leadSource/names'

// The form's server action, with its name bound: the same for the HTML post and the scripted one.
const subscribeToNewsletter = sendForm.bind(null, 'newsletter')

/**
 * One email field; used in the footer (`tone="dark"`) and as a form block. It is on every page,
 * so it stays small: the browser's own email check, no form library and no zod. An HTML form
 * posting to its server action, which checks the address with the shared schema.
 */
export function NewsletterForm({ tone = 'light', words }: { tone?: Tone; words: NewsletterWords }) {
  // What was typed when the last submission left, for the form drawn again if it was lost.
  const typed = useRef('')
  return (
    <WhenSendingFails
      onFailure={() => void showToast('error', words.failure.title, words.failure.description)}
      render={(attempt) => <SignUp key={attempt} tone={tone} words={words} initialEmail={attempt ? typed.current : ''} onSend={(email) => (typed.current = email)} />}
    />
  )
}

type BoundaryProps = { onFailure: () => void; render: (attempt: number) => ReactNode }

/**
 * A server action that never answered (offline, a broken proxy) throws where its state is read.
 * The sign-up is then drawn again, with what was typed, and the failure toast says so.
 */
class WhenSendingFails extends Component<BoundaryProps, { attempt: number; failed: boolean }> {
  state = { attempt: 0, failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('subscribing to the newsletter failed', error)
    this.props.onFailure()
    this.setState(({ attempt }) => ({ attempt: attempt + 1, failed: false }))
  }

  render() {
    return this.state.failed ? null : this.props.render(this.state.attempt)
  }
}

/** `dark` on the footer's band. */
type Tone = 'light' | 'dark'

type SignUpProps = { tone: Tone; words: NewsletterWords; initialEmail: string; onSend: (email: string) => void }

function SignUp({ tone, words, initialEmail, onSend }: SignUpProps) {
  const emailId = `${useId()}-email`
  const errorId = `${emailId}-error`
  const permalink = usePermalink()
  const [state, formAction] = useActionState(subscribeToNewsletter, initialFormState(words.locale), permalink)
  const [browserError, setBrowserError] = useState<string | null>(null)
  const error = browserError ?? state.errors.email

  // The answer of a submission sent with the page's scripts running: its toast.
  const answered = useRef(state)
  useEffect(() => {
    if (answered.current === state) return
    answered.current = state
    const { success, failure } = words
    if (state.status === 'sent') {
      announceLead('newsletter')
      void showToast('success', success.title, success.description)
    } else void showToast('error', failure.title, failure.description)
  }, [state, words])

  // The browser's own check of the field (type=email, required), in the page's words.
  const check = (event: FormEvent<HTMLFormElement>) => {
    prepareToasts()
    const input = event.currentTarget.elements.namedItem('email')
    if (!(input instanceof HTMLInputElement)) return
    const problem = input.validity.valueMissing
      ? words.emailRequired
      : input.validity.typeMismatch
        ? words.emailInvalid
        : null
    setBrowserError(problem)
    if (problem) {
      event.preventDefault()
      input.focus()
      return
    }
    // Read as it is sent; the form action collects the form's fields after this handler.
    const source = event.currentTarget.elements.namedItem(SOURCE_FIELD)
    if (source instanceof HTMLInputElement) source.value = JSON.stringify(sourceForForm(thisPage()))
    onSend(input.value)
  }

  const dark = tone === 'dark'
  return (
    <form action={formAction} onSubmit={check} onFocus={prepareToasts} noValidate aria-label={words.formLabel} className="relative">
      <label htmlFor={emailId} className={`block text-sm font-medium ${dark ? 'text-slate-200' : 'text-slate-800'}`}>
        {words.email}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={words.placeholder}
          defaultValue={state.values.email ?? initialEmail}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-500 ${
            dark ? 'border-slate-700 bg-slate-900 text-white placeholder:text-slate-500' : 'border-slate-300 bg-white text-slate-900'
          }`}
        />
        <SubscribeButton label={words.subscribe} busyLabel={words.busy} busyName={words.subscribing} />
      </div>
      <div className={dark ? '[&_p]:text-red-300' : undefined}>
        <FieldError id={errorId} message={error} />
      </div>
      <FormNotice state={state} success={words.success} failure={words.failure.description} className="mt-3" />
      <Honeypot />
      {/* The page of the sign-up, for the consent record: in the server's HTML, so it goes without scripts too. */}
      <input type="hidden" name="page" value={permalink} />
      {/* Where the visit came from, filled as the form is sent; without scripts the server reads the request. */}
      <input type="hidden" name={SOURCE_FIELD} defaultValue="" />
    </form>
  )
}

/** "..." and disabled while the form's action runs. */
function SubscribeButton({ label, busyLabel, busyName }: { label: string; busyLabel: string; busyName: string }) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={pending ? busyName : undefined}
      className="min-w-24 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? busyLabel : label}
    </button>
  )
}

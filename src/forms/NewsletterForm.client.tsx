'use client'

import {
  Component,
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { sendForm } from './actions'
import { initialFormState } from './formState'
import { OptInForm } from './OptInForm.client'
import type { NewsletterWords } from '@/lib/forms/newsletterWords'
import { prepareToasts, showToast } from './toasts'
import { usePermalink } from './usePermalink'
import { useSubmissionKey, type SubmissionKey } from './useSubmissionKey'
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
  // What was typed when the last submission left, for the form drawn again if it was lost; and
  // its key, so the try from the form drawn again is the same submission.
  const typed = useRef('')
  const submissionKey = useSubmissionKey()
  return (
    <WhenSendingFails
      onFailure={() => void showToast('error', words.failure.title, words.failure.description)}
      render={(attempt) => (
        <SignUp
          key={attempt}
          tone={tone}
          words={words}
          initialEmail={attempt ? typed.current : ''}
          onSend={(email) => (typed.current = email)}
          submissionKey={submissionKey}
        />
      )}
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

type SignUpProps = {
  tone: Tone
  words: NewsletterWords
  initialEmail: string
  onSend: (email: string) => void
  submissionKey: SubmissionKey
}

function SignUp({ tone, words, initialEmail, onSend, submissionKey }: SignUpProps) {
  const [state, formAction] = useActionState(
    subscribeToNewsletter,
    initialFormState(words.locale),
    usePermalink(),
  )
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

  return (
    <OptInForm
      action={formAction}
      state={state}
      submissionKey={submissionKey}
      words={{ ...words, busyName: words.subscribing }}
      success={words.success}
      failure={words.failure.description}
      error={error}
      initialEmail={initialEmail}
      tone={tone}
      className="relative"
      onSubmit={check}
      onFocus={prepareToasts}
    >
      {/* Where the visit came from, filled as the form is sent; without scripts the server reads the request. */}
      <input type="hidden" name={SOURCE_FIELD} defaultValue="" />
    </OptInForm>
  )
}

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
import { prepareToasts, showToast } from './toasts'
import { usePermalink } from './usePermalink'
import { useSubmissionKey, type SubmissionKey } from './useSubmissionKey'
import { announceLead } from '@/lib/analytics/leadEvent'
import type { DrawnOptInForm, OptInFormName } from '@/lib/forms/drawn'
import { sourceForForm, thisPage } from '@/lib/leadSource/browser'
import { SOURCE_FIELD } from '@/lib/leadSource/names'

// Each form's server action, its name bound as the module loads (so once, not in a render): the
// same for the HTML post and the scripted one. Lighter than src/forms/boundAction.ts, which the
// pages of the other forms load.
const ACTIONS = { newsletter: sendForm.bind(null, 'newsletter') } satisfies Record<
  OptInFormName,
  unknown
>

/** One of the form's toasts. */
const toast = (type: 'success' | 'error', { title, description }: DrawnOptInForm['success']) =>
  void showToast(type, title, description)

/**
 * A form drawn from its definition as an opt-in list's sign-up (src/forms/OptInForm.client.tsx
 * draws it): the newsletter's, in the footer (`tone="dark"`) and as a form block. It is on every
 * page, so it stays small: the browser's own check of the field, no form library and no zod; an
 * HTML form posting to its server action, which checks the field with the definition's schema.
 * This adds the behaviour: the toasts, the browser's check, the lead source, and the sign-up drawn
 * again after a failure.
 */
export function DefinedOptInForm({
  tone = 'light',
  words,
}: {
  tone?: Tone
  /** The form drawn on the server in the page's language (drawOptInForm). */
  words: DrawnOptInForm
}) {
  // What was typed when the last submission left, for the form drawn again if it was lost; and
  // its key, so the try from the form drawn again is the same submission.
  const typed = useRef('')
  const submissionKey = useSubmissionKey()
  return (
    <WhenSendingFails
      onFailure={() => toast('error', words.failure)}
      render={(attempt) => (
        <SignUp
          key={attempt}
          tone={tone}
          words={words}
          initialValue={attempt ? typed.current : ''}
          onSend={(value) => (typed.current = value)}
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
    console.error('sign-up not sent', error)
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
  words: DrawnOptInForm
  initialValue: string
  onSend: (value: string) => void
  submissionKey: SubmissionKey
}

function SignUp({ tone, words, initialValue, onSend, submissionKey }: SignUpProps) {
  const { field } = words
  const [state, formAction] = useActionState(
    ACTIONS[words.name],
    initialFormState(words.locale),
    usePermalink(),
  )
  const [browserError, setBrowserError] = useState<string | null>(null)
  const error = browserError ?? state.errors[field.name]

  // The answer of a submission sent with the page's scripts running: its toast.
  const answered = useRef(state)
  useEffect(() => {
    if (answered.current === state) return
    answered.current = state
    if (state.status === 'sent') {
      announceLead(words.name)
      toast('success', words.success)
    } else toast('error', words.failure)
  }, [state, words])

  // The browser's own check of the field (its type, required), in the page's words.
  const check = (event: FormEvent<HTMLFormElement>) => {
    prepareToasts()
    const input = event.currentTarget.elements.namedItem(field.name)
    if (!(input instanceof HTMLInputElement)) return
    const problem = input.validity.valueMissing
      ? field.missing
      : input.validity.typeMismatch
        ? field.invalid
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
      field={field}
      words={words}
      success={words.success}
      failure={words.failure.description}
      error={error}
      initialValue={initialValue}
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

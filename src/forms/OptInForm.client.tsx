'use client'

import { useEffect, useId, type FormEvent, type FormEventHandler, type ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { FieldError } from './fields/FieldError'
import { FormNotice } from './fields/FormNotice'
import { Honeypot } from './fields/Honeypot'
import type { FormState } from './formState'
import { usePermalink } from './usePermalink'
import type { SubmissionKey } from './useSubmissionKey'
import type { DrawnOptInField } from '@/lib/forms/drawn'
import { IDEMPOTENCY_FIELD } from '@/lib/idempotency/key'

export type OptInFormWords = {
  formLabel: string
  subscribe: string
  busy: string
  /** The button's accessible name while the form is sent, where `busy` alone says too little. */
  busyName?: string
}

type Props = {
  /** The form action of `useActionState` over the list's server action. */
  action: (data: FormData) => void
  state: FormState
  /** The submission's key, kept by the caller across a sign-up drawn again after a failure. */
  submissionKey: SubmissionKey
  /** The box beside the button, drawn on the server in the page's language. */
  field: DrawnOptInField
  words: OptInFormWords
  /** The answer drawn in place once sent, and what to say when the server gave no reason. */
  success: { title: string; description: string }
  failure: string
  /** The field's message: the server's, or the browser's own check. */
  error?: string
  /** What the field holds when the server sent back nothing (what was typed before a failure). */
  initialValue?: string
  /** `dark` on the footer's band. */
  tone?: 'light' | 'dark'
  className?: string
  onSubmit?: FormEventHandler<HTMLFormElement>
  onFocus?: () => void
  /** Hidden fields of the list's own. */
  children?: ReactNode
}

/**
 * A double opt-in list's sign-up: the field it is given on one line with the button, in an HTML
 * form posting to the list's server action (no script needed), the answer drawn in place. The
 * server checks the field. With scripts, the submission's key goes in a hidden field as the form
 * is sent (empty in the server's HTML; without scripts the server recognises a second press by its
 * fingerprint).
 */
export function OptInForm({
  action,
  state,
  submissionKey,
  field,
  words,
  success,
  failure,
  error,
  initialValue = '',
  tone = 'light',
  className,
  onSubmit,
  onFocus,
  children,
}: Props) {
  const fieldId = `${useId()}-${field.name}`
  const errorId = `${fieldId}-error`
  const permalink = usePermalink()
  const dark = tone === 'dark'
  useEffect(() => {
    if (state.status === 'sent') submissionKey.renew()
  }, [state, submissionKey])
  // Runs before the form action collects the fields.
  const send = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event)
    if (event.defaultPrevented) return
    const { elements } = event.currentTarget
    const key = elements.namedItem(IDEMPOTENCY_FIELD)
    const input = elements.namedItem(field.name)
    if (key instanceof HTMLInputElement && input instanceof HTMLInputElement) {
      key.value = submissionKey.forAnswers(input.value.trim())
    }
  }
  return (
    <form
      action={action}
      onSubmit={send}
      onFocus={onFocus}
      noValidate
      aria-label={words.formLabel}
      className={className}
    >
      <label
        htmlFor={fieldId}
        className={`block text-sm font-medium ${dark ? 'text-slate-200' : 'text-slate-800'}`}
      >
        {field.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={fieldId}
          name={field.name}
          type={field.type}
          required={field.required}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          defaultValue={state.values[field.name] ?? initialValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-500 ${
            dark
              ? 'border-slate-700 bg-slate-900 text-white placeholder:text-slate-500'
              : 'border-slate-300 bg-white text-slate-900'
          }`}
        />
        <SubscribeButton label={words.subscribe} busyLabel={words.busy} busyName={words.busyName} />
      </div>
      <div className={dark ? '[&_p]:text-red-300' : undefined}>
        <FieldError id={errorId} message={error} />
      </div>
      <FormNotice state={state} success={success} failure={failure} className="mt-3" />
      <Honeypot />
      {/* The page of the sign-up, for the consent record: in the server's HTML, so it goes without scripts too. */}
      <input type="hidden" name="page" value={permalink} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" />
      {children}
    </form>
  )
}

/** "..." and disabled while the form's action runs. */
function SubscribeButton({
  label,
  busyLabel,
  busyName,
}: {
  label: string
  busyLabel: string
  busyName?: string
}) {
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

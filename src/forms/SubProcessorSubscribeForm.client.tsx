'use client'

import { useActionState, useId } from 'react'
import { useFormStatus } from 'react-dom'
import { FieldError } from './fields/FieldError'
import { FormNotice } from './fields/FormNotice'
import { Honeypot } from './fields/Honeypot'
import { initialFormState } from './formState'
import { subscribeToSubProcessorUpdates } from './subProcessorActions'
import { usePermalink } from './usePermalink'
import type { Locale } from '@/lib/i18n/locales'

export type SubscribeWords = {
  locale: Locale
  formLabel: string
  email: string
  placeholder: string
  subscribe: string
  busy: string
  success: { title: string; description: string }
  failure: string
}

/**
 * The email subscription to the sub-processor list's changes: one address, an HTML form posting
 * to its server action (no script needed), whose answer is drawn in place. The server checks the
 * address; the answer is the same whether or not it was subscribed.
 */
export function SubProcessorSubscribeForm({ words }: { words: SubscribeWords }) {
  const emailId = `${useId()}-email`
  const errorId = `${emailId}-error`
  const permalink = usePermalink()
  const [state, formAction] = useActionState(subscribeToSubProcessorUpdates, initialFormState(words.locale), permalink)
  const error = state.errors.email
  return (
    <form action={formAction} noValidate aria-label={words.formLabel} className="relative max-w-xl">
      <label htmlFor={emailId} className="block text-sm font-medium text-slate-800">
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
          defaultValue={state.values.email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-500"
        />
        <SubscribeButton label={words.subscribe} busyLabel={words.busy} />
      </div>
      <FieldError id={errorId} message={error} />
      <FormNotice state={state} success={words.success} failure={words.failure} className="mt-3" />
      <Honeypot />
      {/* The page of the subscription, for the consent record: in the server's HTML, so it goes without scripts too. */}
      <input type="hidden" name="page" value={permalink} />
    </form>
  )
}

function SubscribeButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="min-w-24 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {pending ? busyLabel : label}
    </button>
  )
}

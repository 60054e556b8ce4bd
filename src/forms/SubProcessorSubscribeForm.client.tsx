'use client'

import { useActionState } from 'react'
import { initialFormState } from './formState'
import { OptInForm, type OptInFormWords } from './OptInForm.client'
import { subscribeToSubProcessorUpdates } from './subProcessorActions'
import { usePermalink } from './usePermalink'
import { useSubmissionKey } from './useSubmissionKey'
import type { DrawnOptInField } from '@/lib/forms/drawn'
import type { Locale } from '@/lib/i18n/locales'

export type SubscribeWords = OptInFormWords & {
  locale: Locale
  success: { title: string; description: string }
  failure: string
}

/**
 * The email subscription to the sub-processor list's changes: the list's sign-up posting to its
 * server action. The answer is the same whether or not the address was subscribed.
 */
export function SubProcessorSubscribeForm({
  field,
  words,
}: {
  /** The address, drawn on the server from the subscription's fields (src/lib/subProcessors/subscriptionForm.ts). */
  field: DrawnOptInField
  words: SubscribeWords
}) {
  const [state, formAction] = useActionState(
    subscribeToSubProcessorUpdates,
    initialFormState(words.locale),
    usePermalink(),
  )
  const submissionKey = useSubmissionKey()
  return (
    <OptInForm
      action={formAction}
      state={state}
      submissionKey={submissionKey}
      field={field}
      words={words}
      success={words.success}
      failure={words.failure}
      error={state.errors[field.name]}
      className="relative max-w-xl"
    />
  )
}

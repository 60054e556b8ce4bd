'use client'

import { useActionState } from 'react'
import { initialFormState } from './formState'
import { OptInForm, type OptInFormWords } from './OptInForm.client'
import { subscribeToSubProcessorUpdates } from './subProcessorActions'
import { usePermalink } from './usePermalink'
import { useSubmissionKey } from './useSubmissionKey'
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
export function SubProcessorSubscribeForm({ words }: { words: SubscribeWords }) {
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
      words={words}
      success={words.success}
      failure={words.failure}
      error={state.errors.email}
      className="relative max-w-xl"
    />
  )
}

import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { honeypotValue } from './fields/Honeypot'
import { announceLead } from '@/lib/analytics/leadEvent'
import type { Locale } from '@/lib/i18n/locales'
import type { FormName } from '@/lib/forms/formNames'
import { postForm } from './postForm'
import { showServerErrors } from './serverErrors'
import { showToast } from './toasts'
import type { SubmissionKey } from './useSubmissionKey'

type Toast = { title: string; description: string }

type Options<Values extends FieldValues> = {
  success: Toast
  failure: Toast
  setError: UseFormSetError<Values>
  onSuccess: () => void
  locale: Locale
  submissionKey: SubmissionKey
}

/**
 * The public forms once their code runs: send as JSON under the submission's key, then on success
 * the page hears of the lead (`announceLead`), the next submission gets a new key, and the form's
 * toast and next state follow; otherwise the server's field errors beside their fields and the
 * "Error" toast.
 */
export async function submitPublicForm<Values extends FieldValues>(
  form: FormName,
  data: object,
  event: BaseSyntheticEvent | undefined,
  { success, failure, setError, onSuccess, locale, submissionKey }: Options<Values>,
): Promise<void> {
  const result = await postForm(
    form,
    data,
    honeypotValue(event),
    locale,
    submissionKey.forAnswers(data),
  )
  if (result.ok) {
    submissionKey.renew()
    announceLead(form)
    onSuccess()
    await showToast('success', success.title, success.description)
    return
  }
  showServerErrors(setError, result.errors)
  await showToast('error', failure.title, failure.description)
}

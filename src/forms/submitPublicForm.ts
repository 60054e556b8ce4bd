import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { honeypotValue } from './fields/Honeypot'
import { announceLead } from '@/lib/analytics/leadEvent'
import type { Locale } from '@/lib/i18n/locales'
import type { FormName } from '@/lib/forms/formNames'
import { formRequest, postForm, postResult } from './postForm'
import { showServerErrors } from './serverErrors'
import type { FieldErrors } from './submitForm'
import { showToast } from './toasts'
import type { FormDraft } from './useFormDraft'
import { useOutbox, type Outbox } from './useOutbox'
import type { SubmissionKey } from './useSubmissionKey'

type Toast = { title: string; description: string }

type Options<Values extends FieldValues> = {
  success: Toast
  failure: Toast
  setError: UseFormSetError<Values>
  onSuccess: () => void
  locale: Locale
  submissionKey: SubmissionKey
  draft: FormDraft
}

/**
 * The public forms once their code runs: send as JSON under the submission's key, through the
 * form's outbox (kept on this device while there is no connection). On success the page hears of
 * the lead (`announceLead`), the next submission gets a new key, and the form's toast and next
 * state follow; otherwise the server's field errors beside their fields and the "Error" toast. A
 * submission that waits for the connection shows the outbox's notice in place of the form, and
 * the same success or failure once it is answered.
 */
export function usePublicForm<Values extends FieldValues>(
  form: FormName,
  { success, failure, setError, onSuccess, locale, submissionKey, draft }: Options<Values>,
): { outbox: Outbox; submit: (data: object, event?: BaseSyntheticEvent) => Promise<void> } {
  const accepted = async () => {
    submissionKey.renew()
    announceLead(form)
    onSuccess()
    await showToast('success', success.title, success.description)
  }
  const failed = async (errors: FieldErrors) => {
    showServerErrors(setError, errors)
    await showToast('error', failure.title, failure.description)
  }
  const outbox = useOutbox({
    form,
    locale,
    draftName: form,
    draft,
    onAccepted: () => void accepted(),
    onRefused: (refusal) => {
      const result = postResult(refusal)
      void failed(!result.ok && !result.waiting ? result.errors : {})
    },
  })
  const submit = async (data: object, event?: BaseSyntheticEvent) => {
    const key = submissionKey.forAnswers(data)
    const result = await postForm(
      formRequest(form, data, honeypotValue(event), locale, key),
      outbox.send,
    )
    if (result.ok) return accepted()
    if (!result.waiting) return failed(result.errors)
  }
  return { outbox, submit }
}

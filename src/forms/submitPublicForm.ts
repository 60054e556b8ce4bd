import type { BaseSyntheticEvent } from 'react'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { honeypotValue } from './fields/Honeypot'
import type { Locale } from '@/lib/i18n/locales'
import { formMessages } from './messages'
import { postForm } from './postForm'
import { showServerErrors } from './serverErrors'

type Options<Values extends FieldValues> = {
  success: { title: string; description: string }
  setError: UseFormSetError<Values>
  onSuccess: () => void
  locale: Locale
}

/**
 * SPEC §4/§8 for the public forms: send, then on success the form's toast and next state;
 * otherwise the server's field errors beside their fields and the "Error" toast.
 */
export async function submitPublicForm<Values extends FieldValues>(
  form: string,
  data: object,
  event: BaseSyntheticEvent | undefined,
  { success, setError, onSuccess, locale }: Options<Values>,
): Promise<void> {
  const result = await postForm(form, data, honeypotValue(event), locale)
  if (result.ok) {
    toast.success(success.title, { description: success.description })
    onSuccess()
    return
  }
  showServerErrors(setError, result.errors)
  const { failure } = formMessages(locale).toasts
  toast.error(failure.title, { description: failure.description })
}

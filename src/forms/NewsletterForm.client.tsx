'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useId } from 'react'
import { useForm } from 'react-hook-form'
import { NewsletterFields, newsletterWords } from './NewsletterFields'
import { formSchemas, type Newsletter, type NewsletterInput } from './schemas'
import type { FormProps } from './formProps'
import { useFormMessages } from './useFormLocale'
import { submitPublicForm } from './submitPublicForm'

type Props = FormProps & { tone?: 'light' | 'dark' }

/** One email field; used in the footer and as a form block. */
export function NewsletterForm({ tone = 'light', idPrefix }: Props) {
  const generated = useId()
  const id = idPrefix ?? generated
  const t = useFormMessages()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, Newsletter>({
    resolver: zodResolver(formSchemas(t.locale).newsletter),
    defaultValues: { email: '' },
  })

  const onSubmit = (data: Newsletter, event?: BaseSyntheticEvent) =>
    submitPublicForm('newsletter', data, event, {
      success: t.toasts.newsletterSuccess,
      setError,
      onSuccess: () => reset({ email: '' }),
      locale: t.locale,
    })

  return (
    <NewsletterFields
      idPrefix={id}
      words={newsletterWords(t)}
      tone={tone}
      email={register('email')}
      error={errors.email?.message}
      busy={isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
    />
  )
}

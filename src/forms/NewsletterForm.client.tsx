'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useId } from 'react'
import { useForm } from 'react-hook-form'
import { NewsletterFields } from './NewsletterFields'
import { TOASTS } from './messages'
import { newsletterSchema, type Newsletter, type NewsletterInput } from './schemas'
import { submitPublicForm } from './submitPublicForm'

type Props = { tone?: 'light' | 'dark'; initialValues?: Partial<NewsletterInput> }

/** One email field; used in the footer and as a form block. */
export function NewsletterForm({ tone = 'light', initialValues }: Props) {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, Newsletter>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: initialValues?.email ?? '' },
  })

  const onSubmit = (data: Newsletter, event?: BaseSyntheticEvent) =>
    submitPublicForm('newsletter', data, event, { success: TOASTS.newsletterSuccess, setError, onSuccess: () => reset({ email: '' }) })

  return (
    <NewsletterFields
      idPrefix={id}
      tone={tone}
      email={register('email')}
      error={errors.email?.message}
      busy={isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
    />
  )
}

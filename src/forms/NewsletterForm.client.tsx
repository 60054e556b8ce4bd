'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useId } from 'react'
import { useForm } from 'react-hook-form'
import { FieldError } from './fields/FieldError'
import { Honeypot } from './fields/Honeypot'
import { formSchemas, type Newsletter, type NewsletterInput } from './schemas'
import type { FormProps } from './formProps'
import { useFormMessages } from './useFormLocale'
import { submitPublicForm } from './submitPublicForm'

/** One email field; used in the footer (`tone="dark"`) and as a form block. */
export function NewsletterForm({ tone = 'light', idPrefix }: FormProps) {
  const generated = useId()
  const emailId = `${idPrefix ?? generated}-email`
  const errorId = `${emailId}-error`
  const t = useFormMessages()
  const words = t.newsletter
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting: busy },
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

  const error = errors.email?.message
  const dark = tone === 'dark'
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={words.formLabel} className="relative">
      <label htmlFor={emailId} className={`block text-sm font-medium ${dark ? 'text-slate-200' : 'text-slate-800'}`}>
        {words.email}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          placeholder={words.placeholder}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid=true]:border-red-500 ${
            dark ? 'border-slate-700 bg-slate-900 text-white placeholder:text-slate-500' : 'border-slate-300 bg-white text-slate-900'
          }`}
          {...register('email')}
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={busy ? words.subscribing : undefined}
          className="min-w-24 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? t.busy.newsletter : words.subscribe}
        </button>
      </div>
      <div className={dark ? '[&_p]:text-red-300' : undefined}>
        <FieldError id={errorId} message={error} />
      </div>
      <Honeypot />
    </form>
  )
}

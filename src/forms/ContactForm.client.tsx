'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useId } from 'react'
import { useForm } from 'react-hook-form'
import { Honeypot } from './fields/Honeypot'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { formSchemas, type Contact, type ContactInput } from './schemas'
import type { FormProps } from './formProps'
import { useFormMessages } from './useFormLocale'
import { submitPublicForm } from './submitPublicForm'

const empty: ContactInput = { name: '', email: '', subject: '', message: '' }

/** The contact form (SPEC §4): cleared after a success; what was typed stays after a failure. */
export function ContactForm({ idPrefix }: FormProps) {
  const generated = useId()
  const id = idPrefix ?? generated
  const t = useFormMessages()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({ resolver: zodResolver(formSchemas(t.locale).contact), defaultValues: empty })

  const onSubmit = (data: Contact, event?: BaseSyntheticEvent) =>
    submitPublicForm('contact', data, event, { success: t.toasts.contactSuccess, setError, onSuccess: () => reset(), locale: t.locale })

  const field = (name: keyof ContactInput) => `${id}-${name}`
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t.contact.formLabel} className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={field('name')} label={t.contact.name} required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField id={field('email')} label={t.contact.email} type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
      </div>
      <TextField id={field('subject')} label={t.contact.subject} required error={errors.subject?.message} {...register('subject')} />
      <TextareaField id={field('message')} label={t.contact.message} required rows={6} error={errors.message?.message} {...register('message')} />
      <Honeypot />
      <SubmitButton busy={isSubmitting} busyLabel={t.busy.sending} className="w-full sm:w-auto">
        {t.contact.submit}
      </SubmitButton>
    </form>
  )
}

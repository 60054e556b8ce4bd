'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useId } from 'react'
import { useForm } from 'react-hook-form'
import { Honeypot } from './fields/Honeypot'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { BUSY_LABELS, TOASTS } from './messages'
import { contactSchema, type Contact, type ContactInput } from './schemas'
import { submitPublicForm } from './submitPublicForm'

const empty: ContactInput = { name: '', email: '', subject: '', message: '' }

/** The contact form (SPEC §4): cleared after a success; what was typed stays after a failure. */
export function ContactForm() {
  const id = useId()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({ resolver: zodResolver(contactSchema), defaultValues: empty })

  const onSubmit = (data: Contact, event?: BaseSyntheticEvent) =>
    submitPublicForm('contact', data, event, { success: TOASTS.contactSuccess, setError, onSuccess: () => reset() })

  const field = (name: keyof ContactInput) => `${id}-${name}`
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact us" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={field('name')} label="Name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField id={field('email')} label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
      </div>
      <TextField id={field('subject')} label="Subject" required error={errors.subject?.message} {...register('subject')} />
      <TextareaField id={field('message')} label="Message" required rows={6} error={errors.message?.message} {...register('message')} />
      <Honeypot />
      <SubmitButton busy={isSubmitting} busyLabel={BUSY_LABELS.sending} className="w-full sm:w-auto">
        Send Message
      </SubmitButton>
    </form>
  )
}

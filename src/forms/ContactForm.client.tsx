'use client'

import { type BaseSyntheticEvent, useActionState, useId, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { sendForm } from './actions'
import { formDefaults } from './fieldKinds'
import { FieldDefaults } from './fields/FieldDefaults'
import { DraftNotice } from './fields/DraftNotice'
import { FormNotice } from './fields/FormNotice'
import { Honeypot } from './fields/Honeypot'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { initialFormState } from './formState'
import { useLazyChecks } from './lazyChecks'
import type { Contact, ContactInput } from '@/lib/forms/schemas'
import { OutboxSent, OutboxWaiting } from './fields/OutboxNotice'
import { usePublicForm } from './submitPublicForm'
import { usePermalink } from './usePermalink'
import { useSubmissionKey } from './useSubmissionKey'
import { useFormDraft } from './useFormDraft'
import type { FormWords } from '@/lib/forms/words'

const empty: ContactInput = { name: '', email: '', subject: '', message: '' }

// The form's server action, with its name bound: the same for the HTML post and the scripted one.
const sendContactMessage = sendForm.bind(null, 'contact')

/**
 * The contact form: cleared after a success; what was typed stays after a failure.
 * An HTML form posting to its server action; once its code runs, react-hook-form checks it in
 * the browser and sends it as JSON instead.
 */
export function ContactForm({ words: t }: { words: FormWords<'contact'> }) {
  const id = useId()
  const checks = useLazyChecks(() => import('./publicFormResolvers').then((module) => module.contactResolver(t.locale)))
  const [state, formAction] = useActionState(sendContactMessage, initialFormState(t.locale), usePermalink())
  const defaults = useMemo(() => formDefaults(empty, state.values), [state.values])
  const submissionKey = useSubmissionKey()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({ resolver: checks.resolver, defaultValues: defaults })
  const draft = useFormDraft({
    name: 'contact',
    locale: t.locale,
    form: { watch, reset },
    first: defaults,
    active: state.status === 'editing',
    sent: state.status === 'sent',
  })

  const { outbox, submit } = usePublicForm('contact', {
    success: t.toasts.contactSuccess,
    failure: t.toasts.failure,
    setError,
    onSuccess: () => {
      draft.discard()
      reset(empty)
    },
    locale: t.locale,
    submissionKey,
    draft,
  })
  const onSubmit = (data: Contact, event?: BaseSyntheticEvent) => submit(data, event)

  if (outbox.waiting) {
    return <OutboxWaiting outbox={outbox} words={t.outbox} what="form" busyLabel={t.busy.sending} />
  }

  const field = (name: keyof ContactInput) => `${id}-${name}`
  return (
    <FieldDefaults value={{ values: defaults, errors: state.errors }}>
      <form action={formAction} onSubmit={handleSubmit(onSubmit)} {...checks.reachedFor} noValidate aria-label={t.contact.formLabel} className="relative space-y-5">
        <FormNotice state={state} success={t.toasts.contactSuccess} failure={t.toasts.failure.description} />
        <OutboxSent outbox={outbox} words={t.outbox} what="form" />
        <DraftNotice draft={draft} words={t.draft} shows="restored" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={field('name')} label={t.contact.name} required autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextField id={field('email')} label={t.contact.email} type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
        </div>
        <TextField id={field('subject')} label={t.contact.subject} required error={errors.subject?.message} {...register('subject')} />
        <TextareaField id={field('message')} label={t.contact.message} required rows={6} error={errors.message?.message} {...register('message')} />
        <Honeypot />
        <DraftNotice draft={draft} words={t.draft} shows="saved" />
        <SubmitButton busy={isSubmitting} busyLabel={t.busy.sending} className="w-full sm:w-auto">
          {t.contact.submit}
        </SubmitButton>
      </form>
    </FieldDefaults>
  )
}

'use client'

import { type BaseSyntheticEvent, type ReactNode, useActionState, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendForm } from './actions'
import { formDefaults } from './fieldKinds'
import { FieldDefaults } from './fields/FieldDefaults'
import { DraftNotice } from './fields/DraftNotice'
import { FormNotice } from './fields/FormNotice'
import { Honeypot } from './fields/Honeypot'
import { SelectField } from './fields/SelectField'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { initialFormState } from './formState'
import { COUNTRIES, DEMO_ROLES } from '@/lib/forms/options'
import { useLazyChecks } from './lazyChecks'
import type { DemoRequest, DemoRequestInput } from '@/lib/forms/schemas'
import { OutboxSent, OutboxWaiting } from './fields/OutboxNotice'
import { usePublicForm } from './submitPublicForm'
import { ThankYou } from './ThankYou.client'
import { usePermalink } from './usePermalink'
import { useSubmissionKey } from './useSubmissionKey'
import { useFormDraft } from './useFormDraft'
import type { FormWords } from '@/lib/forms/words'

const empty: DemoRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organization: '',
  role: '' as DemoRequestInput['role'],
  country: '' as DemoRequestInput['country'],
  message: '',
}

// The form's server action, with its name bound: the same for the HTML post and the scripted one.
const requestDemo = sendForm.bind(null, 'demo')

/**
 * The demo request form: editing → submitting → thank-you (with `thankYouExtra` under it), or back with a toast.
 * An HTML form posting to its server action; once its code runs, react-hook-form checks it in
 * the browser and sends it as JSON instead.
 */
export function DemoRequestForm({ words: t, thankYouExtra }: { words: FormWords<'demo'>; thankYouExtra?: ReactNode }) {
  const id = useId()
  const [state, formAction] = useActionState(requestDemo, initialFormState(t.locale), usePermalink())
  const [submitted, setSubmitted] = useState(false)
  const submissionKey = useSubmissionKey()
  const checks = useLazyChecks(() => import('./publicFormResolvers').then((module) => module.demoRequestResolver(t.locale)))
  const defaults = useMemo(() => formDefaults(empty, state.values), [state.values])
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DemoRequestInput, unknown, DemoRequest>({ resolver: checks.resolver, defaultValues: defaults })
  const sent = state.status === 'sent'
  const draft = useFormDraft({
    name: 'demo',
    locale: t.locale,
    form: { watch, reset },
    first: defaults,
    active: state.status === 'editing',
    sent,
  })

  const { outbox, submit } = usePublicForm('demo', {
    success: t.toasts.demoSuccess,
    failure: t.toasts.failure,
    setError,
    onSuccess: () => {
      draft.discard()
      setSubmitted(true)
    },
    locale: t.locale,
    submissionKey,
    draft,
  })
  const onSubmit = (data: DemoRequest, event?: BaseSyntheticEvent) => submit(data, event)

  if (submitted || sent) {
    return (
      <ThankYou heading={t.thankYou.heading} extra={thankYouExtra}>
        {t.thankYou.demo}
      </ThankYou>
    )
  }

  if (outbox.waiting) {
    return <OutboxWaiting outbox={outbox} words={t.outbox} what="form" busyLabel={t.busy.sending} />
  }

  const field = (name: keyof DemoRequestInput) => `${id}-${name}`
  return (
    <FieldDefaults value={{ values: defaults, errors: state.errors }}>
      <form action={formAction} onSubmit={handleSubmit(onSubmit)} {...checks.reachedFor} noValidate aria-label={t.demo.formLabel} className="relative space-y-5">
        <FormNotice state={state} failure={t.toasts.failure.description} />
        <OutboxSent outbox={outbox} words={t.outbox} what="form" />
        <DraftNotice draft={draft} words={t.draft} shows="restored" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={field('firstName')} label={t.demo.firstName} required autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField id={field('lastName')} label={t.demo.lastName} required autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={field('email')} label={t.demo.email} type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField id={field('phone')} label={t.demo.phone} type="tel" optional autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
        <TextField
          id={field('organization')}
          label={t.demo.organization}
          required
          autoComplete="organization"
          error={errors.organization?.message}
          {...register('organization')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField id={field('role')} label={t.demo.role} placeholder={t.demo.rolePlaceholder} options={DEMO_ROLES.map(({ value }) => ({ value, label: t.options.roles[value] }))} required error={errors.role?.message} {...register('role')} />
          <SelectField id={field('country')} label={t.demo.country} placeholder={t.demo.countryPlaceholder} options={COUNTRIES.map(({ value }) => ({ value, label: t.options.countries[value] }))} required error={errors.country?.message} {...register('country')} />
        </div>
        <TextareaField id={field('message')} label={t.demo.message} optional rows={4} error={errors.message?.message} {...register('message')} />
        <Honeypot />
        <DraftNotice draft={draft} words={t.draft} shows="saved" />
        <SubmitButton busy={isSubmitting} busyLabel={t.busy.submitting} className="w-full sm:w-auto">
          {t.demo.submit}
        </SubmitButton>
      </form>
    </FieldDefaults>
  )
}

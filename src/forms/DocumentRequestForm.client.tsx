'use client'

import { type BaseSyntheticEvent, useActionState, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { sendForm } from './actions'
import { formDefaults } from './fieldKinds'
import { CheckboxField } from './fields/CheckboxField'
import { FieldDefaults } from './fields/FieldDefaults'
import { FieldError } from './fields/FieldError'
import { DraftNotice } from './fields/DraftNotice'
import { FormNotice } from './fields/FormNotice'
import { Honeypot } from './fields/Honeypot'
import { SelectField } from './fields/SelectField'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { FormWordsContext } from './FormWords'
import { initialFormState } from './formState'
import { useLazyChecks } from './lazyChecks'
import { OutboxSent, OutboxWaiting } from './fields/OutboxNotice'
import { usePublicForm } from './submitPublicForm'
import { usePermalink } from './usePermalink'
import { useSubmissionKey } from './useSubmissionKey'
import { useFormDraft } from './useFormDraft'
import { COUNTRIES } from '@/lib/forms/options'
import type { DocumentRequestData, DocumentRequestInput } from '@/lib/forms/schemas'
import type { FormWords } from '@/lib/forms/words'

// The form's server action, with its name bound: the same for the HTML post and the scripted one.
const requestDocument = sendForm.bind(null, 'documentRequest')

type Props = { words: FormWords<'documentRequest'>; document: number }

/** What replaces the form once the request is in: what happens next, focused for screen readers. */
function RequestReceived({ heading, text }: { heading: string; text: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <section aria-labelledby="request-received" className="rounded-xl border border-green-200 bg-green-50 p-6">
      <h2 id="request-received" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-green-900 focus:outline-none">
        {heading}
      </h2>
      <p className="mt-2 text-green-900">{text}</p>
    </section>
  )
}

/**
 * The request for an on-request trust document: an HTML form posting to its server action, the
 * document's id in a hidden field; once its code runs, checked in the browser and sent as JSON.
 */
export function DocumentRequestForm({ words: t, document }: Props) {
  const id = useId()
  const empty: DocumentRequestInput = useMemo(
    () => ({ document, name: '', email: '', organization: '', country: '' as DocumentRequestInput['country'], purpose: '', acceptTerms: false as never }),
    [document],
  )
  const checks = useLazyChecks(() => import('./publicFormResolvers').then((module) => module.documentRequestResolver(t.locale)))
  const [state, formAction] = useActionState(requestDocument, initialFormState(t.locale), usePermalink())
  const [submitted, setSubmitted] = useState(false)
  const submissionKey = useSubmissionKey()
  const defaults = useMemo(() => ({ ...formDefaults(empty, state.values, t.kinds), document }), [empty, state.values, t.kinds, document])
  const {
    register,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DocumentRequestInput, unknown, DocumentRequestData>({ resolver: checks.resolver, defaultValues: defaults })
  const sent = state.status === 'sent'
  const draft = useFormDraft({
    name: 'documentRequest',
    locale: t.locale,
    form: { watch, reset },
    first: defaults,
    active: state.status === 'editing',
    sent,
  })
  const received = { title: t.thankYou.heading, description: t.documentRequest.thankYou }
  const { outbox, submit } = usePublicForm('documentRequest', {
    success: received,
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
  const onSubmit = (data: DocumentRequestData, event?: BaseSyntheticEvent) => submit(data, event)

  if (submitted || sent) return <RequestReceived heading={received.title} text={received.description} />
  if (outbox.waiting) {
    return <OutboxWaiting outbox={outbox} words={t.outbox} what="form" busyLabel={t.busy.sending} />
  }
  const field = (name: keyof DocumentRequestInput) => `${id}-${name}`
  const w = t.documentRequest
  return (
    <FormWordsContext value={t}>
      <FieldDefaults value={{ values: defaults, errors: state.errors }}>
        <form action={formAction} onSubmit={handleSubmit(onSubmit)} {...checks.reachedFor} noValidate aria-label={w.formLabel} className="relative space-y-5">
          <FormNotice state={state} failure={t.toasts.failure.description} />
          <OutboxSent outbox={outbox} words={t.outbox} what="form" />
          <DraftNotice draft={draft} words={t.draft} shows="restored" />
          <input type="hidden" name="document" value={document} />
          <FieldError id={field('document')} message={errors.document?.message ?? state.errors.document} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id={field('name')} label={w.name} required autoComplete="name" error={errors.name?.message} {...register('name')} />
            <TextField id={field('email')} label={w.email} type="email" required autoComplete="work email" error={errors.email?.message} {...register('email')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id={field('organization')} label={w.organization} required autoComplete="organization" error={errors.organization?.message} {...register('organization')} />
            <SelectField
              id={field('country')}
              label={w.country}
              placeholder={w.countryPlaceholder}
              options={COUNTRIES.map(({ value }) => ({ value, label: t.options.countries[value] }))}
              required
              error={errors.country?.message}
              {...register('country')}
            />
          </div>
          <TextareaField id={field('purpose')} label={w.purpose} hint={w.purposeHint} required rows={4} error={errors.purpose?.message} {...register('purpose')} />
          <CheckboxField id={field('acceptTerms')} label={w.acceptTerms} required error={errors.acceptTerms?.message} {...register('acceptTerms')} />
          <Honeypot />
          <DraftNotice draft={draft} words={t.draft} shows="saved" />
          <SubmitButton busy={isSubmitting} busyLabel={t.busy.sending} className="w-full sm:w-auto">
            {w.submit}
          </SubmitButton>
        </form>
      </FieldDefaults>
    </FormWordsContext>
  )
}

'use client'

import { type BaseSyntheticEvent, useActionState, useId, useMemo, useState } from 'react'
import { useForm, useWatch, type FieldErrors as FormErrors } from 'react-hook-form'
import { sendForm } from './actions'
import { formDefaults } from './fieldKinds'
import { FieldDefaults } from './fields/FieldDefaults'
import { DraftNotice } from './fields/DraftNotice'
import { FormNotice } from './fields/FormNotice'
import { CheckboxGroupField } from './fields/CheckboxGroupField'
import { Honeypot } from './fields/Honeypot'
import { SelectField } from './fields/SelectField'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import {
  COUNTRIES,
  ORGANIZATION_TYPES,
  PROFESSIONAL_SERVICES,
  QUOTE_FEATURES,
  TIMELINES,
} from '@/lib/forms/options'
import { useLazyChecks } from './lazyChecks'
import type { QuoteRequest, QuoteRequestInput } from '@/lib/forms/schemas'
import { OutboxSent, OutboxWaiting } from './fields/OutboxNotice'
import { usePublicForm } from './submitPublicForm'
import { ThankYou } from './ThankYou.client'
import { initialFormState } from './formState'
import { showToast } from './toasts'
import { useHydrated } from './useHydrated'
import { usePermalink } from './usePermalink'
import { useSubmissionKey } from './useSubmissionKey'
import { useFormDraft } from './useFormDraft'
import type { FormWords } from '@/lib/forms/words'

const empty: QuoteRequestInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  jobTitle: '',
  organization: '',
  organizationType: '' as QuoteRequestInput['organizationType'],
  country: '' as QuoteRequestInput['country'],
  numberOfStudents: Number.NaN,
  numberOfTeachers: Number.NaN,
  numberOfSchools: 1,
  features: [],
  professionalServices: [],
  timeline: '' as QuoteRequestInput['timeline'],
  additionalInfo: '',
}

// An empty choice among these blocks the submission with the "Missing Information" toast.
const CHOICES = ['organizationType', 'country', 'timeline'] as const

// The form's server action, with its name bound: the same for the HTML post and the scripted one.
const requestQuote = sendForm.bind(null, 'quote')

/**
 * The custom quote form. An HTML form posting to its server action, which checks
 * every rule; once its code runs, react-hook-form checks it in the browser and sends it as JSON,
 * and the submit stays disabled until a feature is ticked.
 */
export function QuoteRequestForm({ words: t }: { words: FormWords<'quote'> }) {
  const id = useId()
  const checks = useLazyChecks(() => import('./publicFormResolvers').then((module) => module.quoteRequestResolver(t.locale)))
  const hydrated = useHydrated()
  const [state, formAction] = useActionState(requestQuote, initialFormState(t.locale), usePermalink())
  const [submitted, setSubmitted] = useState(false)
  const submissionKey = useSubmissionKey()
  const defaults = useMemo(() => formDefaults(empty, state.values, t.kinds), [state.values, t.kinds])
  const {
    register,
    handleSubmit,
    setError,
    control,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequestInput, unknown, QuoteRequest>({
    resolver: checks.resolver,
    defaultValues: defaults,
  })
  const sent = state.status === 'sent'
  const draft = useFormDraft({
    name: 'quote',
    locale: t.locale,
    form: { watch, reset },
    first: defaults,
    active: state.status === 'editing',
    sent,
  })
  const features = useWatch({ control, name: 'features' })
  const hasFeature = Array.isArray(features) ? features.length > 0 : Boolean(features)

  const { outbox, submit } = usePublicForm('quote', {
    success: t.toasts.quoteSuccess,
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
  const onSubmit = (data: QuoteRequest, event?: BaseSyntheticEvent) => submit(data, event)

  const onInvalid = (invalid: FormErrors<QuoteRequestInput>) => {
    if (CHOICES.some((name) => invalid[name])) {
      void showToast('error', t.toasts.quoteMissing.title, t.toasts.quoteMissing.description)
    }
  }

  if (submitted || sent) {
    return <ThankYou heading={t.thankYou.heading}>{t.quote.thankYou}</ThankYou>
  }
  if (outbox.waiting) {
    return <OutboxWaiting outbox={outbox} words={t.outbox} what="form" busyLabel={t.busy.submitting} />
  }

  const field = (name: keyof QuoteRequestInput) => `${id}-${name}`
  const count = { valueAsNumber: true } as const
  return (
    <FieldDefaults value={{ values: defaults, errors: state.errors }}>
      <form
        action={formAction}
        onSubmit={handleSubmit(onSubmit, onInvalid)}
        {...checks.reachedFor}
        noValidate
        aria-label={t.quote.formLabel}
        className="relative space-y-8"
      >
        <FormNotice state={state} failure={t.toasts.failure.description} />
        <OutboxSent outbox={outbox} words={t.outbox} what="form" />
        <DraftNotice draft={draft} words={t.draft} shows="restored" />
        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">{t.quote.contactLegend}</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={field('firstName')}
              label={t.quote.firstName}
              required
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              id={field('lastName')}
              label={t.quote.lastName}
              required
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextField
              id={field('email')}
              label={t.quote.email}
              type="email"
              required
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              id={field('phone')}
              label={t.quote.phone}
              type="tel"
              required
              autoComplete="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              id={field('jobTitle')}
              label={t.quote.jobTitle}
              required
              autoComplete="organization-title"
              error={errors.jobTitle?.message}
              {...register('jobTitle')}
            />
            <TextField
              id={field('organization')}
              label={t.quote.organization}
              required
              autoComplete="organization"
              error={errors.organization?.message}
              {...register('organization')}
            />
          </div>
        </fieldset>

        <fieldset className="space-y-5">
          <legend className="text-lg font-semibold text-slate-900">
            {t.quote.organizationLegend}
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              id={field('organizationType')}
              label={t.quote.organizationType}
              placeholder={t.quote.organizationTypePlaceholder}
              options={ORGANIZATION_TYPES.map(({ value }) => ({
                value,
                label: t.quote.organizationTypes[value],
              }))}
              required
              error={errors.organizationType?.message}
              {...register('organizationType')}
            />
            <SelectField
              id={field('country')}
              label={t.quote.country}
              placeholder={t.quote.countryPlaceholder}
              options={COUNTRIES.map(({ value }) => ({ value, label: t.options.countries[value] }))}
              required
              error={errors.country?.message}
              {...register('country')}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            <TextField
              id={field('numberOfStudents')}
              label={t.quote.students}
              type="number"
              inputMode="numeric"
              min={1}
              required
              error={errors.numberOfStudents?.message}
              {...register('numberOfStudents', count)}
            />
            <TextField
              id={field('numberOfTeachers')}
              label={t.quote.teachers}
              type="number"
              inputMode="numeric"
              min={1}
              required
              error={errors.numberOfTeachers?.message}
              {...register('numberOfTeachers', count)}
            />
            <TextField
              id={field('numberOfSchools')}
              label={t.quote.schools}
              type="number"
              inputMode="numeric"
              min={1}
              required
              error={errors.numberOfSchools?.message}
              {...register('numberOfSchools', count)}
            />
          </div>
        </fieldset>

        <CheckboxGroupField
          id={field('features')}
          legend={t.quote.features}
          description={t.quote.featuresHint}
          options={QUOTE_FEATURES.map(({ value }) => ({
            value,
            label: t.quote.featureNames[value],
          }))}
          required
          registration={register('features')}
          error={errors.features?.message}
        />

        <CheckboxGroupField
          id={field('professionalServices')}
          legend={t.quote.services}
          description={t.quote.servicesHint}
          options={PROFESSIONAL_SERVICES.map(({ value }) => ({
            value,
            label: t.quote.serviceNames[value],
          }))}
          registration={register('professionalServices')}
          error={errors.professionalServices?.message}
        />

        <div className="space-y-5">
          <SelectField
            id={field('timeline')}
            label={t.quote.timeline}
            placeholder={t.quote.timelinePlaceholder}
            options={TIMELINES.map(({ value }) => ({ value, label: t.quote.timelines[value] }))}
            required
            error={errors.timeline?.message}
            {...register('timeline')}
          />
          <TextareaField
            id={field('additionalInfo')}
            label={t.quote.additionalInfo}
            optional
            rows={4}
            error={errors.additionalInfo?.message}
            {...register('additionalInfo')}
          />
        </div>

        <Honeypot />
        <DraftNotice draft={draft} words={t.draft} shows="saved" />
        <div className="space-y-2">
          <SubmitButton
            busy={isSubmitting}
            busyLabel={t.busy.submitting}
            disabled={hydrated && !hasFeature}
            className="w-full sm:w-auto"
          >
            {t.quote.submit}
          </SubmitButton>
          {hasFeature ? null : <p className="text-sm text-slate-600">{t.quote.needsFeature}</p>}
        </div>
      </form>
    </FieldDefaults>
  )
}

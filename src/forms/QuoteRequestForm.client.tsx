'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useId, useState } from 'react'
import { useForm, useWatch, type FieldErrors as FormErrors } from 'react-hook-form'
import { toast } from 'sonner'
import { CheckboxGroupField } from './fields/CheckboxGroupField'
import { Honeypot } from './fields/Honeypot'
import { SelectField } from './fields/SelectField'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { COUNTRIES, ORGANIZATION_TYPES, PROFESSIONAL_SERVICES, QUOTE_FEATURES, TIMELINES } from './options'
import { formSchemas, type QuoteRequest, type QuoteRequestInput } from './schemas'
import { submitPublicForm } from './submitPublicForm'
import { ThankYou } from './ThankYou.client'
import { useFormMessages } from './useFormLocale'

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

// SPEC §5: an empty choice among these blocks the submission with the "Missing Information" toast.
const CHOICES = ['organizationType', 'country', 'timeline'] as const

/** The custom quote form (SPEC §3, §5); submit stays disabled until a feature is ticked. */
export function QuoteRequestForm() {
  const id = useId()
  const t = useFormMessages()
  const [submitted, setSubmitted] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuoteRequestInput, unknown, QuoteRequest>({ resolver: zodResolver(formSchemas(t.locale).quoteRequest), defaultValues: empty })
  const features = useWatch({ control, name: 'features' })
  const hasFeature = Array.isArray(features) ? features.length > 0 : Boolean(features)

  const onSubmit = (data: QuoteRequest, event?: BaseSyntheticEvent) =>
    submitPublicForm('quote', data, event, { success: t.toasts.quoteSuccess, setError, onSuccess: () => setSubmitted(true), locale: t.locale })

  const onInvalid = (invalid: FormErrors<QuoteRequestInput>) => {
    if (CHOICES.some((name) => invalid[name])) {
      toast.error(t.toasts.quoteMissing.title, { description: t.toasts.quoteMissing.description })
    }
  }

  if (submitted) {
    return (
      <ThankYou heading={t.thankYou.heading}>
        Your quote request has been received. Our team will prepare your custom quote within 48 hours.
      </ThankYou>
    )
  }

  const field = (name: keyof QuoteRequestInput) => `${id}-${name}`
  const count = { valueAsNumber: true } as const
  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate aria-label="Request a custom quote" className="relative space-y-8">
      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-slate-900">Contact information</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField id={field('firstName')} label="First Name" required autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField id={field('lastName')} label="Last Name" required autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
          <TextField id={field('email')} label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField id={field('phone')} label="Phone" type="tel" required autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
          <TextField id={field('jobTitle')} label="Job Title" required autoComplete="organization-title" error={errors.jobTitle?.message} {...register('jobTitle')} />
          <TextField
            id={field('organization')}
            label="Organization Name"
            required
            autoComplete="organization"
            error={errors.organization?.message}
            {...register('organization')}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="text-lg font-semibold text-slate-900">Organization details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            id={field('organizationType')}
            label="Organization Type"
            placeholder="Select organization type"
            options={ORGANIZATION_TYPES}
            required
            error={errors.organizationType?.message}
            {...register('organizationType')}
          />
          <SelectField id={field('country')} label="Country" placeholder="Select your country" options={COUNTRIES} required error={errors.country?.message} {...register('country')} />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            id={field('numberOfStudents')}
            label="Number of Students"
            type="number"
            inputMode="numeric"
            min={1}
            required
            error={errors.numberOfStudents?.message}
            {...register('numberOfStudents', count)}
          />
          <TextField
            id={field('numberOfTeachers')}
            label="Number of Teachers"
            type="number"
            inputMode="numeric"
            min={1}
            required
            error={errors.numberOfTeachers?.message}
            {...register('numberOfTeachers', count)}
          />
          <TextField
            id={field('numberOfSchools')}
            label="Number of Schools"
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
        legend="Features Needed"
        description="Select at least one feature."
        options={QUOTE_FEATURES}
        required
        registration={register('features')}
        error={errors.features?.message}
      />

      <CheckboxGroupField
        id={field('professionalServices')}
        legend="Professional Services"
        description="Optional: services you would like included."
        options={PROFESSIONAL_SERVICES}
        registration={register('professionalServices')}
        error={errors.professionalServices?.message}
      />

      <div className="space-y-5">
        <SelectField
          id={field('timeline')}
          label="Implementation Timeline"
          placeholder="Select your timeline"
          options={TIMELINES}
          required
          error={errors.timeline?.message}
          {...register('timeline')}
        />
        <TextareaField
          id={field('additionalInfo')}
          label="Additional Information"
          optional
          rows={4}
          error={errors.additionalInfo?.message}
          {...register('additionalInfo')}
        />
      </div>

      <Honeypot />
      <div className="space-y-2">
        <SubmitButton busy={isSubmitting} busyLabel={t.busy.submitting} disabled={!hasFeature} className="w-full sm:w-auto">
          Request Quote
        </SubmitButton>
        {hasFeature ? null : <p className="text-sm text-slate-600">Select at least one feature to request a quote.</p>}
      </div>
    </form>
  )
}

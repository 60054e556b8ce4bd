'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { type BaseSyntheticEvent, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Honeypot } from './fields/Honeypot'
import { SelectField } from './fields/SelectField'
import { SubmitButton } from './fields/SubmitButton'
import { TextareaField } from './fields/TextareaField'
import { TextField } from './fields/TextField'
import { BUSY_LABELS, TOASTS } from './messages'
import { COUNTRIES, DEMO_ROLES } from './options'
import { demoRequestSchema, type DemoRequest, type DemoRequestInput } from './schemas'
import { submitPublicForm } from './submitPublicForm'
import { ThankYou } from './ThankYou.client'

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

/** The demo request form (SPEC §3, §5): editing → submitting → thank-you, or back with a toast. */
export function DemoRequestForm() {
  const id = useId()
  const [submitted, setSubmitted] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DemoRequestInput, unknown, DemoRequest>({ resolver: zodResolver(demoRequestSchema), defaultValues: empty })

  const onSubmit = (data: DemoRequest, event?: BaseSyntheticEvent) =>
    submitPublicForm('demo', data, event, { success: TOASTS.demoSuccess, setError, onSuccess: () => setSubmitted(true) })

  if (submitted) {
    return (
      <ThankYou heading="Thank You!">
        Your demo request has been received. Our team will contact you within 24 hours to schedule your personalized demo.
      </ThankYou>
    )
  }

  const field = (name: keyof DemoRequestInput) => `${id}-${name}`
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Request a demo" className="relative space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={field('firstName')} label="First Name" required autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
        <TextField id={field('lastName')} label="Last Name" required autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id={field('email')} label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField id={field('phone')} label="Phone" type="tel" optional autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      </div>
      <TextField
        id={field('organization')}
        label="School / Organization"
        required
        autoComplete="organization"
        error={errors.organization?.message}
        {...register('organization')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id={field('role')} label="Your Role" placeholder="Select your role" options={DEMO_ROLES} required error={errors.role?.message} {...register('role')} />
        <SelectField id={field('country')} label="Country" placeholder="Select your country" options={COUNTRIES} required error={errors.country?.message} {...register('country')} />
      </div>
      <TextareaField
        id={field('message')}
        label="What would you like to see in the demo?"
        optional
        rows={4}
        error={errors.message?.message}
        {...register('message')}
      />
      <Honeypot />
      <SubmitButton busy={isSubmitting} busyLabel={BUSY_LABELS.submitting} className="w-full sm:w-auto">
        Request Demo
      </SubmitButton>
    </form>
  )
}

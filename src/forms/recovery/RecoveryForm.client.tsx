'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type BaseSyntheticEvent } from 'react'
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form'
import { toast } from 'sonner'
import {
  CONSENT_MESSAGE,
  recoveryApplicationSchema,
  SUPPORT_MESSAGE,
  type RecoveryApplicationData,
  type RecoveryApplicationInput,
} from '../recoverySchema'
import { Confirmation } from './Confirmation'
import { ContactSection, ImpactSection, SchoolSection, SignatureSection, SupportSection } from './sections'
import { submitApplication } from './submitApplication'

const VALIDATION_ERROR = 'Validation Error'

/** The recovery-support application (SPEC §2, §4, §5, §8): one island for the whole form. */
export function RecoveryForm() {
  const [caseId, setCaseId] = useState<string | null>(null)
  const form = useForm<RecoveryApplicationInput, unknown, RecoveryApplicationData>({
    resolver: zodResolver(recoveryApplicationSchema),
    defaultValues: { support: [], isExistingCustomer: false },
  })
  const { isSubmitting } = form.formState

  const onValid = async (data: RecoveryApplicationData, event?: BaseSyntheticEvent) => {
    const honeypot = event?.target instanceof HTMLFormElement ? new FormData(event.target).get('website') : null
    const result = await submitApplication(data, typeof honeypot === 'string' ? honeypot : '')
    if (result.ok) {
      toast.success('Application Submitted', { description: `Your case ID is ${result.caseId}` })
      setCaseId(result.caseId)
      return
    }
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (field in recoveryApplicationSchema.shape) form.setError(field as FieldPath<RecoveryApplicationInput>, { message })
    }
    toast.error('Submission Error', { description: result.message })
  }

  // SPEC §8: the two submit checks get a toast besides their inline messages.
  const onInvalid = (errors: FieldErrors<RecoveryApplicationInput>) => {
    if (errors.consentData || errors.authOfficer) toast.error(VALIDATION_ERROR, { description: CONSENT_MESSAGE })
    else if (errors.support) toast.error(VALIDATION_ERROR, { description: SUPPORT_MESSAGE })
  }

  if (caseId) return <Confirmation caseId={caseId} />

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-8" aria-label="Recovery support application">
        <p className="text-sm text-slate-600">
          Fields marked <span aria-hidden="true" className="text-red-700">*</span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        {/* People never see or reach this box; bots fill it in and are quietly dropped. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="recovery-website">Website</label>
          <input id="recovery-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <SchoolSection />
        <ContactSection />
        <ImpactSection />
        <SupportSection />
        <SignatureSection />
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {isSubmitting ? 'Submitting...' : 'Submit Application'}
        </button>
      </form>
    </FormProvider>
  )
}

'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type BaseSyntheticEvent } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { toast } from '@/lib/toast'
import {
  CONSENT_MESSAGE,
  recoveryApplicationSchema,
  SUPPORT_MESSAGE,
  type RecoveryApplicationData,
  type RecoveryApplicationInput,
} from '../recoverySchema'
import { Honeypot, honeypotValue } from '../fields/Honeypot'
import { SubmitButton } from '../fields/SubmitButton'
import { BUSY_LABELS } from '../messages'
import { showServerErrors } from '../serverErrors'
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
    const result = await submitApplication(data, honeypotValue(event))
    if (result.ok) {
      toast.success('Application Submitted', { description: `Your case ID is ${result.caseId}` })
      setCaseId(result.caseId)
      return
    }
    showServerErrors(form.setError, result.fieldErrors)
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
        <Honeypot />
        <SchoolSection />
        <ContactSection />
        <ImpactSection />
        <SupportSection />
        <SignatureSection />
        <SubmitButton busy={isSubmitting} busyLabel={BUSY_LABELS.submitting} className="w-full sm:w-auto">
          Submit Application
        </SubmitButton>
      </form>
    </FormProvider>
  )
}

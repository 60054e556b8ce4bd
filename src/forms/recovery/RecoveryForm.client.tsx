'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type BaseSyntheticEvent } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { recoverySchema, type RecoveryApplicationData, type RecoveryApplicationInput } from '../recoverySchema'
import { Honeypot, honeypotValue } from '../fields/Honeypot'
import { SubmitButton } from '../fields/SubmitButton'
import { useFormMessages } from '../useFormLocale'
import { showServerErrors } from '../serverErrors'
import { Confirmation } from './Confirmation'
import { ContactSection, ImpactSection, SchoolSection, SignatureSection, SupportSection } from './sections'
import { submitApplication } from './submitApplication'

/** The recovery-support application (SPEC §2, §4, §5, §8): one island for the whole form. */
export function RecoveryForm() {
  const [caseId, setCaseId] = useState<string | null>(null)
  const t = useFormMessages()
  const r = t.recovery
  const form = useForm<RecoveryApplicationInput, unknown, RecoveryApplicationData>({
    resolver: zodResolver(recoverySchema(t.locale)),
    defaultValues: { support: [], isExistingCustomer: false },
  })
  const { isSubmitting } = form.formState

  const onValid = async (data: RecoveryApplicationData, event?: BaseSyntheticEvent) => {
    const result = await submitApplication(data, honeypotValue(event), t.locale)
    if (result.ok) {
      toast.success(r.toasts.submitted, { description: r.toasts.caseId(result.caseId) })
      setCaseId(result.caseId)
      return
    }
    showServerErrors(form.setError, result.fieldErrors)
    toast.error(r.toasts.submissionError, { description: result.message })
  }

  // SPEC §8: the two submit checks get a toast besides their inline messages.
  const onInvalid = (errors: FieldErrors<RecoveryApplicationInput>) => {
    if (errors.consentData || errors.authOfficer) toast.error(r.toasts.validationError, { description: r.validation.consent })
    else if (errors.support) toast.error(r.toasts.validationError, { description: r.validation.support })
  }

  if (caseId) return <Confirmation caseId={caseId} />

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-8" aria-label={r.formLabel}>
        <p className="text-sm text-slate-600">
          {r.requiredBefore} <span aria-hidden="true" className="text-red-700">*</span>
          <span className="sr-only">{r.requiredSr}</span> {r.requiredAfter}
        </p>
        <Honeypot />
        <SchoolSection />
        <ContactSection />
        <ImpactSection />
        <SupportSection />
        <SignatureSection />
        <SubmitButton busy={isSubmitting} busyLabel={t.busy.submitting} className="w-full sm:w-auto">
          {r.submit}
        </SubmitButton>
      </form>
    </FormProvider>
  )
}

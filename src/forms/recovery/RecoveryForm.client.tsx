'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useActionState, useEffect, useMemo, useState, type BaseSyntheticEvent } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { applyForRecoverySupport } from '../actions'
import { formDefaults, RECOVERY_FIELDS } from '../fieldKinds'
import { FieldDefaults } from '../fields/FieldDefaults'
import { FormNotice } from '../fields/FormNotice'
import { initialFormState } from '../formState'
import { prepareToasts, showToast } from '../toasts'
import {
  recoverySchema,
  type RecoveryApplicationData,
  type RecoveryApplicationInput,
} from '../recoverySchema'
import { Honeypot, honeypotValue } from '../fields/Honeypot'
import { SubmitButton } from '../fields/SubmitButton'
import { useFormMessages } from '../useFormLocale'
import { showServerErrors } from '../serverErrors'
import { Confirmation } from './Confirmation'
import {
  ContactSection,
  ImpactSection,
  SchoolSection,
  SignatureSection,
  SupportSection,
} from './sections'
import { submitApplication } from './submitApplication'
import { usePermalink } from '../usePermalink'
import { announceLead } from '@/lib/analytics/leadEvent'

const blank: Partial<RecoveryApplicationInput> = { support: [], isExistingCustomer: false }

/**
 * The recovery-support application. An HTML form posting to its server
 * action; once its code runs, react-hook-form checks it in the browser and sends it as JSON.
 */
export function RecoveryForm() {
  const t = useFormMessages()
  const r = t.recovery
  const [state, formAction] = useActionState(applyForRecoverySupport, initialFormState(t.locale), usePermalink())
  const [sentCaseId, setCaseId] = useState<string | null>(null)
  const caseId = sentCaseId ?? state.caseId
  const defaults = useMemo(() => formDefaults(blank, state.values, RECOVERY_FIELDS), [state.values])
  const form = useForm<RecoveryApplicationInput, unknown, RecoveryApplicationData>({
    resolver: zodResolver(recoverySchema(t.locale)),
    defaultValues: defaults,
  })
  useEffect(prepareToasts, [])
  const { isSubmitting } = form.formState

  const onValid = async (data: RecoveryApplicationData, event?: BaseSyntheticEvent) => {
    const result = await submitApplication(data, honeypotValue(event), t.locale)
    if (result.ok) {
      announceLead('recovery')
      setCaseId(result.caseId)
      await showToast('success', r.toasts.submitted, r.toasts.caseId(result.caseId))
      return
    }
    showServerErrors(form.setError, result.fieldErrors)
    await showToast('error', r.toasts.submissionError, result.message)
  }

  // The two submit checks get a toast besides their inline messages.
  const onInvalid = (errors: FieldErrors<RecoveryApplicationInput>) => {
    if (errors.consentData || errors.authOfficer)
      void showToast('error', r.toasts.validationError, r.validation.consent)
    else if (errors.support) void showToast('error', r.toasts.validationError, r.validation.support)
  }

  if (caseId) return <Confirmation caseId={caseId} />

  return (
    <FormProvider {...form}>
      <FieldDefaults value={{ values: defaults, errors: state.errors }}>
        <form
          action={formAction}
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="space-y-8"
          aria-label={r.formLabel}
        >
          <FormNotice state={state} failure={t.toasts.failure.description} />
          <p className="text-sm text-slate-600">
            {r.requiredBefore}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">{r.requiredSr}</span> {r.requiredAfter}
          </p>
          <Honeypot />
          <SchoolSection />
          <ContactSection />
          <ImpactSection />
          <SupportSection />
          <SignatureSection />
          <SubmitButton
            busy={isSubmitting}
            busyLabel={t.busy.submitting}
            className="w-full sm:w-auto"
          >
            {r.submit}
          </SubmitButton>
        </form>
      </FieldDefaults>
    </FormProvider>
  )
}

'use client'

import { useActionState, useMemo, useState, type BaseSyntheticEvent } from 'react'
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { sendForm } from '../actions'
import { formDefaults } from '../fieldKinds'
import { FieldDefaults } from '../fields/FieldDefaults'
import { DraftNotice } from '../fields/DraftNotice'
import { FormNotice } from '../fields/FormNotice'
import { OutboxSent, OutboxWaiting } from '../fields/OutboxNotice'
import { initialFormState } from '../formState'
import { useLazyChecks } from '../lazyChecks'
import { showToast } from '../toasts'
import type { RecoveryApplicationData, RecoveryApplicationInput } from '@/lib/forms/recoverySchema'
import { Honeypot, honeypotValue } from '../fields/Honeypot'
import { SubmitButton } from '../fields/SubmitButton'
import { showServerErrors } from '../serverErrors'
import { Confirmation } from './Confirmation'
import { RecoverySections } from './sections'
import { applicationResult, submitApplication, type SubmitResult } from './submitApplication'
import { usePermalink } from '../usePermalink'
import { useSubmissionKey } from '../useSubmissionKey'
import { useFormDraft } from '../useFormDraft'
import { useOutbox } from '../useOutbox'
import type { RecoveryFormWords } from '@/lib/forms/words'
import { announceLead } from '@/lib/analytics/leadEvent'
import { fillIn } from '@/lib/i18n/fillIn'

const blank: Partial<RecoveryApplicationInput> = { support: [], isExistingCustomer: false }

// The form's server action, with its name bound: the same for the HTML post and the scripted one.
const applyForRecoverySupport = sendForm.bind(null, 'recovery')

/**
 * The recovery-support application. An HTML form posting to its server
 * action; once its code runs, react-hook-form checks it in the browser and sends it as JSON.
 */
export function RecoveryForm({ words: t }: { words: RecoveryFormWords }) {
  const r = t.recovery
  const checks = useLazyChecks(() =>
    import('./recoveryResolver').then((module) => module.recoveryResolver(t.locale)),
  )
  const [state, formAction] = useActionState(
    applyForRecoverySupport,
    initialFormState(t.locale),
    usePermalink(),
  )
  const [sentCaseId, setCaseId] = useState<string | null>(null)
  const submissionKey = useSubmissionKey()
  const caseId = sentCaseId ?? state.caseId
  const defaults = useMemo(
    () => formDefaults(blank, state.values, t.kinds),
    [state.values, t.kinds],
  )
  const form = useForm<RecoveryApplicationInput, unknown, RecoveryApplicationData>({
    resolver: checks.resolver,
    defaultValues: defaults,
  })
  const { isSubmitting } = form.formState
  const draft = useFormDraft({
    name: 'recovery',
    locale: t.locale,
    form,
    first: defaults,
    active: state.status === 'editing',
    sent: Boolean(state.caseId),
  })

  const showResult = async (result: SubmitResult) => {
    if (result.ok) {
      submissionKey.renew()
      draft.discard()
      announceLead('recovery')
      setCaseId(result.caseId)
      await showToast(
        'success',
        r.toasts.submitted,
        fillIn(r.toasts.caseId, { caseId: result.caseId }),
      )
      return
    }
    // Saved on this device: the outbox's notice says so, and it goes when the connection returns.
    if (result.waiting) return
    showServerErrors(form.setError, result.fieldErrors)
    await showToast('error', r.toasts.submissionError, result.message)
  }
  const outbox = useOutbox({
    form: 'recovery',
    locale: t.locale,
    draftName: 'recovery',
    draft,
    onAccepted: (accepted) =>
      void showResult(
        applicationResult({ kind: 'accepted', caseId: accepted }, r.toasts.submitFailed),
      ),
    onRefused: (refusal) => void showResult(applicationResult(refusal, r.toasts.submitFailed)),
  })

  const onValid = async (data: RecoveryApplicationData, event?: BaseSyntheticEvent) => {
    const key = submissionKey.forAnswers(data)
    const honeypot = honeypotValue(event)
    await showResult(
      await submitApplication(data, honeypot, t.locale, r.toasts.submitFailed, key, outbox.send),
    )
  }

  // The two submit checks get a toast besides their inline messages.
  const onInvalid = (errors: FieldErrors<RecoveryApplicationInput>) => {
    if (errors.consentData || errors.authOfficer)
      void showToast('error', r.toasts.validationError, r.validation.consent)
    else if (errors.support) void showToast('error', r.toasts.validationError, r.validation.support)
  }

  if (caseId) return <Confirmation caseId={caseId} />
  if (outbox.waiting) {
    return (
      <OutboxWaiting
        outbox={outbox}
        words={t.outbox}
        what="application"
        busyLabel={t.busy.submitting}
      />
    )
  }

  return (
    <FormProvider {...form}>
      <FieldDefaults value={{ values: defaults, errors: state.errors }}>
        <form
          action={formAction}
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          {...checks.reachedFor}
          className="space-y-8"
          aria-label={r.formLabel}
        >
          <FormNotice state={state} failure={t.toasts.failure.description} />
          <OutboxSent outbox={outbox} words={t.outbox} what="application" />
          <DraftNotice draft={draft} words={t.draft} shows="restored" />
          <p className="text-sm text-slate-600">
            {r.requiredBefore}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
            <span className="sr-only">{r.requiredSr}</span> {r.requiredAfter}
          </p>
          <Honeypot />
          <RecoverySections items={t.layout} />
          <DraftNotice draft={draft} words={t.draft} shows="saved" />
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

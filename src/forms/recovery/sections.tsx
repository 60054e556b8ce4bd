import { useFormContext, useWatch } from 'react-hook-form'
import {
  DAMAGE_LEVELS,
  EDUCATION_LEVELS,
  OPERATIONAL_STATUSES,
  SCHOOL_TYPES,
  SUPPORT_OPTIONS,
} from '@/lib/forms/recoveryOptions'
import { RECOVERY_LIMITS } from '@/lib/forms/limits'
import type { RecoveryApplicationInput } from '@/lib/forms/recoverySchema'
import { CheckboxGroupField } from '../fields/CheckboxGroupField'
import { useRecoveryWords } from '../FormWords'
import { useHydrated } from '../useHydrated'
import { CheckboxField, NumberField, Section, SelectField, TextAreaField, TextField, useFieldError } from './fields'

const L = RECOVERY_LIMITS

export function SchoolSection() {
  const r = useRecoveryWords()
  return (
    <Section title={r.sections.school}>
      <TextField name="schoolName" label={r.labels.schoolName} required autoComplete="organization" maxLength={L.shortText} className="sm:col-span-2" />
      <SelectField name="schoolType" label={r.labels.schoolType} required options={SCHOOL_TYPES} labels={r.options.schoolTypes} />
      <SelectField name="educationLevel" label={r.labels.educationLevel} required options={EDUCATION_LEVELS} labels={r.options.educationLevels} />
      <TextAreaField name="address" label={r.labels.address} rows={2} maxLength={L.address} className="sm:col-span-2" />
      <NumberField name="enrol" label={r.labels.enrol} required min={0} max={L.count} />
      <NumberField name="staff" label={r.labels.staff} required min={0} max={L.count} />
      <CheckboxField name="isExistingCustomer" label={r.labels.isExistingCustomer} className="sm:col-span-2" />
    </Section>
  )
}

export function ContactSection() {
  const r = useRecoveryWords()
  return (
    <Section title={r.sections.contact}>
      <TextField name="contactName" label={r.labels.contactName} required autoComplete="name" maxLength={L.shortText} />
      <TextField name="role" label={r.labels.role} required autoComplete="organization-title" maxLength={L.shortText} />
      <TextField name="email" label={r.labels.email} type="email" required autoComplete="email" maxLength={L.email} />
      <TextField name="phone" label={r.labels.phone} type="tel" required autoComplete="tel" maxLength={L.phone} />
    </Section>
  )
}

export function ImpactSection() {
  const r = useRecoveryWords()
  return (
    <Section title={r.sections.impact}>
      <SelectField name="operationalStatus" label={r.labels.operationalStatus} required options={OPERATIONAL_STATUSES} labels={r.options.operationalStatuses} />
      <TextField name="reopenDate" label={r.labels.reopenDate} type="date" />
      <SelectField name="damageLevel" label={r.labels.damageLevel} required options={DAMAGE_LEVELS} labels={r.options.damageLevels} />
      <div className="hidden sm:block" />
      <TextAreaField
        name="damageDesc"
        label={r.labels.damageDesc}
        required
        rows={5}
        maxLength={L.longText}
        hint={r.hints.damageDesc}
        className="sm:col-span-2"
      />
      <NumberField name="studentsDisplaced" label={r.labels.studentsDisplaced} required min={0} max={L.count} />
      <NumberField name="staffDisplaced" label={r.labels.staffDisplaced} required min={0} max={L.count} />
      <TextField
        name="evidence"
        label={r.labels.evidence}
        type="url"
        maxLength={L.url}
        hint={r.hints.evidence}
        className="sm:col-span-2"
      />
    </Section>
  )
}

export function SupportSection() {
  const r = useRecoveryWords()
  const { register } = useFormContext<RecoveryApplicationInput>()
  const support = useWatch<RecoveryApplicationInput, 'support'>({ name: 'support' })
  // Without scripts, nothing could show the box once "other" is ticked: it is there from the start.
  const showOther = !useHydrated() || (Array.isArray(support) && support.includes('other'))
  return (
    <Section title={r.sections.support}>
      <div className="sm:col-span-2">
        <CheckboxGroupField
          id="recovery-support"
          legend={r.labels.support}
          required
          options={SUPPORT_OPTIONS.map(({ value }) => ({ value, label: r.options.support[value] }))}
          registration={register('support')}
          error={useFieldError('support')}
        />
      </div>
      {showOther ? (
        <TextField name="supportOtherText" label={r.labels.supportOtherText} maxLength={L.otherText} className="sm:col-span-2" />
      ) : null}
      <NumberField name="discountNeed" label={r.labels.discountNeed} min={0} max={100} step={1} />
      <NumberField name="monthsNeeded" label={r.labels.monthsNeeded} min={1} max={12} />
      <TextAreaField
        name="continuityPlan"
        label={r.labels.continuityPlan}
        rows={4}
        maxLength={L.longText}
        hint={r.hints.continuityPlan}
        className="sm:col-span-2"
      />
    </Section>
  )
}

export function SignatureSection() {
  const r = useRecoveryWords()
  return (
    <Section title={r.sections.signature}>
      <CheckboxField
        name="consentData"
        required
        label={r.labels.consentData}
        className="sm:col-span-2"
      />
      <CheckboxField
        name="authOfficer"
        required
        label={r.labels.authOfficer}
        className="sm:col-span-2"
      />
      <TextField name="sigName" label={r.labels.sigName} required autoComplete="name" maxLength={L.shortText} />
      <TextField name="sigDate" label={r.labels.sigDate} type="date" required />
    </Section>
  )
}

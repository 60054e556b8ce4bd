import { useFormContext, useWatch } from 'react-hook-form'
import {
  DAMAGE_LEVELS,
  EDUCATION_LEVELS,
  OPERATIONAL_STATUSES,
  SCHOOL_TYPES,
  SUPPORT_OPTIONS,
} from '../recoveryOptions'
import { RECOVERY_LIMITS, type RecoveryApplicationInput } from '../recoverySchema'
import { CheckboxGroupField } from '../fields/CheckboxGroupField'
import { CheckboxField, NumberField, Section, SelectField, TextAreaField, TextField, useFieldError } from './fields'

const L = RECOVERY_LIMITS

export function SchoolSection() {
  return (
    <Section title="School Information">
      <TextField name="schoolName" label="School Name" required autoComplete="organization" maxLength={L.shortText} className="sm:col-span-2" />
      <SelectField name="schoolType" label="School Type" required options={SCHOOL_TYPES} />
      <SelectField name="educationLevel" label="Education Level" required options={EDUCATION_LEVELS} />
      <TextAreaField name="address" label="Address" rows={2} maxLength={L.address} className="sm:col-span-2" />
      <NumberField name="enrol" label="Current Enrolment (students)" required min={0} max={L.count} />
      <NumberField name="staff" label="Total Staff" required min={0} max={L.count} />
      <CheckboxField name="isExistingCustomer" label="We are an existing customer" className="sm:col-span-2" />
    </Section>
  )
}

export function ContactSection() {
  return (
    <Section title="Contact Information">
      <TextField name="contactName" label="Contact Name" required autoComplete="name" maxLength={L.shortText} />
      <TextField name="role" label="Role / Title" required autoComplete="organization-title" maxLength={L.shortText} />
      <TextField name="email" label="Email" type="email" required autoComplete="email" maxLength={L.email} />
      <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={L.phone} />
    </Section>
  )
}

export function ImpactSection() {
  return (
    <Section title="Impact Assessment">
      <SelectField name="operationalStatus" label="Operational Status" required options={OPERATIONAL_STATUSES} />
      <TextField name="reopenDate" label="Expected Reopening Date" type="date" />
      <SelectField name="damageLevel" label="Damage Level" required options={DAMAGE_LEVELS} />
      <div className="hidden sm:block" />
      <TextAreaField
        name="damageDesc"
        label="Impact Description"
        required
        rows={5}
        maxLength={L.longText}
        hint="Describe the damage to buildings, equipment and learning, and what the school needs most."
        className="sm:col-span-2"
      />
      <NumberField name="studentsDisplaced" label="Students Displaced" required min={0} max={L.count} />
      <NumberField name="staffDisplaced" label="Staff Displaced" required min={0} max={L.count} />
      <TextField
        name="evidence"
        label="Evidence Link"
        type="url"
        maxLength={L.url}
        hint="A link to photos or a damage report (starting with https://)."
        className="sm:col-span-2"
      />
    </Section>
  )
}

export function SupportSection() {
  const { register } = useFormContext<RecoveryApplicationInput>()
  const support = useWatch<RecoveryApplicationInput, 'support'>({ name: 'support' })
  return (
    <Section title="Support Requested">
      <div className="sm:col-span-2">
        <CheckboxGroupField
          id="recovery-support"
          legend="Type of Support Needed"
          required
          options={SUPPORT_OPTIONS}
          registration={register('support')}
          error={useFieldError('support')}
        />
      </div>
      {Array.isArray(support) && support.includes('other') ? (
        <TextField name="supportOtherText" label="Other Support Needed" maxLength={L.otherText} className="sm:col-span-2" />
      ) : null}
      <NumberField name="discountNeed" label="Discount Needed (%)" min={0} max={100} step={1} />
      <NumberField name="monthsNeeded" label="Months of Support Needed" min={1} max={12} />
      <TextAreaField
        name="continuityPlan"
        label="Recovery / Continuity Plan"
        rows={4}
        maxLength={L.longText}
        hint="How the school plans to keep students learning while it recovers."
        className="sm:col-span-2"
      />
    </Section>
  )
}

export function SignatureSection() {
  return (
    <Section title="Compliance & Signature">
      <CheckboxField
        name="consentData"
        required
        label="I consent to the collection and processing of the information in this application for the purpose of assessing the school's eligibility for recovery support."
        className="sm:col-span-2"
      />
      <CheckboxField
        name="authOfficer"
        required
        label="I confirm that I am authorized to submit this application on behalf of the school and that the information provided is accurate."
        className="sm:col-span-2"
      />
      <TextField name="sigName" label="Authorized Name" required autoComplete="name" maxLength={L.shortText} />
      <TextField name="sigDate" label="Date" type="date" required />
    </Section>
  )
}

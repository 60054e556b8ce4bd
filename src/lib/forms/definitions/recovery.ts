import type { FormDefinition } from '../defineForm'
import type { Words } from '../fieldSpecs'
import { RECOVERY_LIMITS as L } from '../limits'
import type { FormMessages } from '../messages'
import {
  DAMAGE_LEVELS,
  EDUCATION_LEVELS,
  OPERATIONAL_STATUSES,
  SCHOOL_TYPES,
  SUPPORT_OPTIONS,
} from '../recoveryOptions'
import { recoverySchema } from '../recoverySchema'

/** The recovery form's words, with the two checks its toasts repeat. */
function recoveryWords({ validation, ...recovery }: FormMessages['recovery']) {
  return { ...recovery, validation: { consent: validation.consent, support: validation.support } }
}

/** Options whose ids are their English labels. */
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
/** A select's empty first choice. */
const pick: Words = (t) => t.recovery.select
/** A head count: a whole number, none allowed. */
const headcount = { min: 0, max: L.count } as const
/** A column staff change one by one in the CMS. */
const whole = { step: 1 } as const

/** A required choice among options whose ids are their English labels, an empty choice first. */
function choice(
  staff: string,
  values: readonly string[],
  label: Words,
  optionLabels: (t: FormMessages) => Readonly<Record<string, string>>,
) {
  return {
    kind: 'select',
    staff,
    required: true,
    options: choices(values),
    input: { label, placeholder: pick, optionLabels },
  } as const
}

/**
 * The hurricane-recovery application. Its checks reach across fields (../recoverySchema.ts);
 * here are how each field travels, is drawn (src/forms/recovery/RecoveryForm.client.tsx draws
 * the sections of `layout`) and the column that stores it, read both ways: when an application
 * is stored (src/lib/recovery/acceptApplication.ts) and when it is sent on as a lead, and how
 * staff see that column in the CMS (its label, its tab, the limits its input draws).
 * Its emails are its own (src/lib/recovery/emails.ts).
 */
export const recovery = {
  name: 'recovery',
  collection: 'recovery-applications',
  // Old applications are anonymised, not deleted (src/lib/privacy/retention.ts).
  ownRetention: true,
  dashboard: { label: 'Recovery applications', colour: '#CC79A7' },
  crmTitle: 'Recovery-support application',
  inbox: 'recovery',
  reference: 'caseId',
  schema: recoverySchema,
  words: (t: FormMessages) => ({ recovery: recoveryWords(t.recovery) }),
  fields: {
    schoolName: {
      kind: 'text',
      staff: 'School name',
      required: true,
      input: {
        label: (t) => t.recovery.labels.schoolName,
        autoComplete: 'organization',
        maxLength: L.shortText,
        wide: true,
      },
    },
    schoolType: choice(
      'School type',
      SCHOOL_TYPES,
      (t) => t.recovery.labels.schoolType,
      (t) => t.recovery.options.schoolTypes,
    ),
    educationLevel: choice(
      'Education level',
      EDUCATION_LEVELS,
      (t) => t.recovery.labels.educationLevel,
      (t) => t.recovery.options.educationLevels,
    ),
    address: {
      kind: 'text',
      input: { label: (t) => t.recovery.labels.address, rows: 2, maxLength: L.address, wide: true },
    },
    enrol: {
      kind: 'number',
      staff: 'Enrolment (students)',
      stored: 'enrolment',
      required: true,
      input: { label: (t) => t.recovery.labels.enrol, ...headcount },
      column: whole,
    },
    staff: {
      kind: 'number',
      staff: 'Staff',
      required: true,
      input: { label: (t) => t.recovery.labels.staff, ...headcount },
      column: whole,
    },
    isExistingCustomer: {
      kind: 'flag',
      staff: 'Existing customer',
      input: { label: (t) => t.recovery.labels.isExistingCustomer, wide: true },
    },
    contactName: {
      kind: 'text',
      staff: 'Contact name',
      required: true,
      input: {
        label: (t) => t.recovery.labels.contactName,
        autoComplete: 'name',
        maxLength: L.shortText,
      },
    },
    role: {
      kind: 'text',
      staff: 'Role / title',
      stored: 'contactRole',
      required: true,
      input: {
        label: (t) => t.recovery.labels.role,
        autoComplete: 'organization-title',
        maxLength: L.shortText,
      },
    },
    email: {
      kind: 'email',
      staff: 'Email',
      stored: 'contactEmail',
      required: true,
      input: { label: (t) => t.recovery.labels.email, autoComplete: 'email', maxLength: L.email },
      // Reviewers find applications by case ID; the address has no index of its own.
      column: { index: false },
    },
    phone: {
      kind: 'text',
      staff: 'Phone',
      stored: 'contactPhone',
      required: true,
      input: {
        label: (t) => t.recovery.labels.phone,
        type: 'tel',
        autoComplete: 'tel',
        maxLength: L.phone,
      },
    },
    operationalStatus: choice(
      'Operational status',
      OPERATIONAL_STATUSES,
      (t) => t.recovery.labels.operationalStatus,
      (t) => t.recovery.options.operationalStatuses,
    ),
    reopenDate: {
      kind: 'date',
      staff: 'Expected reopening date',
      input: { label: (t) => t.recovery.labels.reopenDate },
    },
    damageLevel: choice(
      'Damage level',
      DAMAGE_LEVELS,
      (t) => t.recovery.labels.damageLevel,
      (t) => t.recovery.options.damageLevels,
    ),
    damageDesc: {
      kind: 'text',
      staff: 'Impact description',
      stored: 'damageDescription',
      required: true,
      input: {
        label: (t) => t.recovery.labels.damageDesc,
        hint: (t) => t.recovery.hints.damageDesc,
        rows: 5,
        maxLength: L.longText,
        wide: true,
      },
    },
    studentsDisplaced: {
      kind: 'number',
      staff: 'Students displaced',
      required: true,
      input: { label: (t) => t.recovery.labels.studentsDisplaced, ...headcount },
      column: whole,
    },
    staffDisplaced: {
      kind: 'number',
      staff: 'Staff displaced',
      required: true,
      input: { label: (t) => t.recovery.labels.staffDisplaced, ...headcount },
      column: whole,
    },
    evidence: {
      kind: 'text',
      staff: 'Evidence link',
      stored: 'evidenceUrl',
      input: {
        label: (t) => t.recovery.labels.evidence,
        hint: (t) => t.recovery.hints.evidence,
        type: 'url',
        maxLength: L.url,
        wide: true,
      },
    },
    support: {
      kind: 'list',
      staff: 'Support requested',
      stored: 'supportRequested',
      required: true,
      options: SUPPORT_OPTIONS,
      input: {
        label: (t) => t.recovery.labels.support,
        optionLabels: (t) => t.recovery.options.support,
        wide: true,
      },
    },
    supportOtherText: {
      kind: 'text',
      staff: 'Other support',
      input: {
        label: (t) => t.recovery.labels.supportOtherText,
        maxLength: L.otherText,
        wide: true,
        showWhen: { field: 'support', value: 'other' },
      },
    },
    discountNeed: {
      kind: 'number',
      staff: 'Discount needed (%)',
      input: { label: (t) => t.recovery.labels.discountNeed, min: 0, max: 100, step: 1 },
    },
    monthsNeeded: {
      kind: 'number',
      staff: 'Months of support',
      input: { label: (t) => t.recovery.labels.monthsNeeded, min: 1, max: 12, step: 1 },
      column: whole,
    },
    continuityPlan: {
      kind: 'text',
      staff: 'Continuity plan',
      input: {
        label: (t) => t.recovery.labels.continuityPlan,
        hint: (t) => t.recovery.hints.continuityPlan,
        rows: 4,
        maxLength: L.longText,
        wide: true,
      },
    },
    consentData: {
      kind: 'flag',
      staff: 'Consented to data processing',
      required: true,
      input: { label: (t) => t.recovery.labels.consentData, wide: true },
      column: { evidence: true },
    },
    authOfficer: {
      kind: 'flag',
      staff: 'Confirmed as authorized officer',
      required: true,
      input: { label: (t) => t.recovery.labels.authOfficer, wide: true },
      column: { evidence: true },
    },
    sigName: {
      kind: 'text',
      staff: 'Authorized signer',
      required: true,
      input: {
        label: (t) => t.recovery.labels.sigName,
        autoComplete: 'name',
        maxLength: L.shortText,
      },
    },
    sigDate: {
      kind: 'date',
      staff: 'Signature date',
      required: true,
      input: { label: (t) => t.recovery.labels.sigDate },
    },
  },
  // The CMS keeps its own order, with reviewers' columns beside these (collections/RecoveryApplications.ts).
  editTabs: [
    {
      label: 'School',
      fields: [
        'schoolName',
        'schoolType',
        'educationLevel',
        'address',
        'enrol',
        'staff',
        'isExistingCustomer',
      ],
    },
    { label: 'Contact', fields: ['contactName', 'role', 'email', 'phone'] },
    {
      label: 'Impact',
      fields: [
        'operationalStatus',
        'reopenDate',
        'damageLevel',
        'studentsDisplaced',
        'staffDisplaced',
        'damageDesc',
        'evidence',
      ],
    },
    {
      label: 'Support',
      fields: ['support', 'supportOtherText', 'discountNeed', 'monthsNeeded', 'continuityPlan'],
    },
    { label: 'Signature', fields: ['sigName', 'sigDate', 'consentData', 'authOfficer'] },
  ],
  layout: [
    {
      section: (t) => t.recovery.sections.school,
      items: [
        'schoolName',
        'schoolType',
        'educationLevel',
        'address',
        'enrol',
        'staff',
        'isExistingCustomer',
      ],
    },
    {
      section: (t) => t.recovery.sections.contact,
      items: ['contactName', 'role', 'email', 'phone'],
    },
    {
      section: (t) => t.recovery.sections.impact,
      items: [
        'operationalStatus',
        'reopenDate',
        'damageLevel',
        { gap: true },
        'damageDesc',
        'studentsDisplaced',
        'staffDisplaced',
        'evidence',
      ],
    },
    {
      section: (t) => t.recovery.sections.support,
      items: ['support', 'supportOtherText', 'discountNeed', 'monthsNeeded', 'continuityPlan'],
    },
    {
      section: (t) => t.recovery.sections.signature,
      items: ['consentData', 'authOfficer', 'sigName', 'sigDate'],
    },
  ],
} as const satisfies FormDefinition<ReturnType<typeof recoverySchema>>

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

/**
 * The hurricane-recovery application. Its checks reach across fields (../recoverySchema.ts);
 * here are how each field travels, is drawn (src/forms/recovery/RecoveryForm.client.tsx draws
 * the sections of `layout`) and the column that stores it, read both ways: when an application
 * is stored (src/lib/recovery/acceptApplication.ts) and when it is sent on as a lead.
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
      required: true,
      input: {
        label: (t) => t.recovery.labels.schoolName,
        autoComplete: 'organization',
        maxLength: L.shortText,
        wide: true,
      },
    },
    schoolType: {
      kind: 'select',
      required: true,
      options: choices(SCHOOL_TYPES),
      input: {
        label: (t) => t.recovery.labels.schoolType,
        placeholder: pick,
        optionLabels: (t) => t.recovery.options.schoolTypes,
      },
    },
    educationLevel: {
      kind: 'select',
      required: true,
      options: choices(EDUCATION_LEVELS),
      input: {
        label: (t) => t.recovery.labels.educationLevel,
        placeholder: pick,
        optionLabels: (t) => t.recovery.options.educationLevels,
      },
    },
    address: {
      kind: 'text',
      input: { label: (t) => t.recovery.labels.address, rows: 2, maxLength: L.address, wide: true },
    },
    enrol: {
      kind: 'number',
      stored: 'enrolment',
      required: true,
      input: { label: (t) => t.recovery.labels.enrol, ...headcount },
    },
    staff: {
      kind: 'number',
      required: true,
      input: { label: (t) => t.recovery.labels.staff, ...headcount },
    },
    isExistingCustomer: {
      kind: 'flag',
      input: { label: (t) => t.recovery.labels.isExistingCustomer, wide: true },
    },
    contactName: {
      kind: 'text',
      required: true,
      input: {
        label: (t) => t.recovery.labels.contactName,
        autoComplete: 'name',
        maxLength: L.shortText,
      },
    },
    role: {
      kind: 'text',
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
      stored: 'contactEmail',
      required: true,
      input: { label: (t) => t.recovery.labels.email, autoComplete: 'email', maxLength: L.email },
    },
    phone: {
      kind: 'text',
      stored: 'contactPhone',
      required: true,
      input: {
        label: (t) => t.recovery.labels.phone,
        type: 'tel',
        autoComplete: 'tel',
        maxLength: L.phone,
      },
    },
    operationalStatus: {
      kind: 'select',
      required: true,
      options: choices(OPERATIONAL_STATUSES),
      input: {
        label: (t) => t.recovery.labels.operationalStatus,
        placeholder: pick,
        optionLabels: (t) => t.recovery.options.operationalStatuses,
      },
    },
    reopenDate: { kind: 'date', input: { label: (t) => t.recovery.labels.reopenDate } },
    damageLevel: {
      kind: 'select',
      required: true,
      options: choices(DAMAGE_LEVELS),
      input: {
        label: (t) => t.recovery.labels.damageLevel,
        placeholder: pick,
        optionLabels: (t) => t.recovery.options.damageLevels,
      },
    },
    damageDesc: {
      kind: 'text',
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
      required: true,
      input: { label: (t) => t.recovery.labels.studentsDisplaced, ...headcount },
    },
    staffDisplaced: {
      kind: 'number',
      required: true,
      input: { label: (t) => t.recovery.labels.staffDisplaced, ...headcount },
    },
    evidence: {
      kind: 'text',
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
      input: {
        label: (t) => t.recovery.labels.supportOtherText,
        maxLength: L.otherText,
        wide: true,
        showWhen: { field: 'support', value: 'other' },
      },
    },
    discountNeed: {
      kind: 'number',
      input: { label: (t) => t.recovery.labels.discountNeed, min: 0, max: 100, step: 1 },
    },
    monthsNeeded: {
      kind: 'number',
      input: { label: (t) => t.recovery.labels.monthsNeeded, min: 1, max: 12, step: 1 },
    },
    continuityPlan: {
      kind: 'text',
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
      required: true,
      input: { label: (t) => t.recovery.labels.consentData, wide: true },
    },
    authOfficer: {
      kind: 'flag',
      required: true,
      input: { label: (t) => t.recovery.labels.authOfficer, wide: true },
    },
    sigName: {
      kind: 'text',
      required: true,
      input: {
        label: (t) => t.recovery.labels.sigName,
        autoComplete: 'name',
        maxLength: L.shortText,
      },
    },
    sigDate: { kind: 'date', required: true, input: { label: (t) => t.recovery.labels.sigDate } },
  },
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

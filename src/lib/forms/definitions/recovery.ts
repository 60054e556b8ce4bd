import type { FormDefinition } from '../defineForm'
import type { FormMessages } from '../messages'
import { recoverySchema } from '../recoverySchema'

/** The recovery form's words, with the two checks its toasts repeat. */
function recoveryWords({ validation, ...recovery }: FormMessages['recovery']) {
  return { ...recovery, validation: { consent: validation.consent, support: validation.support } }
}

/**
 * The hurricane-recovery application. Its checks reach across fields (../recoverySchema.ts);
 * here are how each field travels and the column that stores it, read both ways: when an
 * application is stored (src/lib/recovery/acceptApplication.ts) and when it is sent on as a lead.
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
    schoolName: { kind: 'text' },
    schoolType: { kind: 'select' },
    educationLevel: { kind: 'select' },
    address: { kind: 'text' },
    enrol: { kind: 'number', stored: 'enrolment' },
    staff: { kind: 'number' },
    isExistingCustomer: { kind: 'flag' },
    contactName: { kind: 'text' },
    role: { kind: 'text', stored: 'contactRole' },
    email: { kind: 'email', stored: 'contactEmail' },
    phone: { kind: 'text', stored: 'contactPhone' },
    operationalStatus: { kind: 'select' },
    reopenDate: { kind: 'date' },
    damageLevel: { kind: 'select' },
    damageDesc: { kind: 'text', stored: 'damageDescription' },
    studentsDisplaced: { kind: 'number' },
    staffDisplaced: { kind: 'number' },
    evidence: { kind: 'text', stored: 'evidenceUrl' },
    support: { kind: 'list', stored: 'supportRequested' },
    supportOtherText: { kind: 'text' },
    discountNeed: { kind: 'number' },
    monthsNeeded: { kind: 'number' },
    continuityPlan: { kind: 'text' },
    consentData: { kind: 'flag' },
    authOfficer: { kind: 'flag' },
    sigName: { kind: 'text' },
    sigDate: { kind: 'date' },
  },
} as const satisfies FormDefinition<ReturnType<typeof recoverySchema>>

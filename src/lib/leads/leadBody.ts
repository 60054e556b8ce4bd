import type {
  ContactMessage,
  DemoRequest,
  NewsletterSubscriber,
  QuoteRequest,
  RecoveryApplication,
} from '@/payload-types'
import type { RecoveryApplicationInput } from '@/lib/forms/recoverySchema'
import {
  contactSchema,
  demoRequestSchema,
  newsletterSchema,
  quoteRequestSchema,
} from '@/lib/forms/schemas'
import type { LeadForm } from './forms'
import { webhookSource, type WebhookSource } from '@/lib/leadSource/stored'

/**
 * What every destination receives: the webhook's JSON body as it is, HubSpot's contact and note
 * from it. `source` says where the lead came from (src/lib/leadSource/stored.ts).
 */
export type LeadBody = {
  id: number
  type: LeadForm
  createdAt: string
  language: string
  data: Record<string, unknown>
  source: WebhookSource
}

type StoredLead = {
  newsletter: NewsletterSubscriber
  demo: DemoRequest
  quote: QuoteRequest
  contact: ContactMessage
  recovery: RecoveryApplication
}

/** The fields the form's own schema names, as stored (staff fields and empty ones left out). */
function pickFormFields(doc: object, fieldNames: readonly string[]): Record<string, unknown> {
  const stored = doc as Record<string, unknown>
  const picked: Record<string, unknown> = {}
  for (const name of fieldNames) {
    const value = stored[name]
    if (value !== null && value !== undefined) picked[name] = value
  }
  return picked
}

const calendarDay = (stored: string | null | undefined) =>
  stored ? stored.slice(0, 10) : undefined

/** The recovery application under the names its form sends, plus its case ID. */
function recoveryFormData(application: RecoveryApplication) {
  const data: RecoveryApplicationInput & { caseId: string } = {
    caseId: application.caseId,
    schoolName: application.schoolName,
    schoolType: application.schoolType as RecoveryApplicationInput['schoolType'],
    educationLevel: application.educationLevel as RecoveryApplicationInput['educationLevel'],
    address: application.address ?? undefined,
    enrol: application.enrolment,
    staff: application.staff,
    isExistingCustomer: application.isExistingCustomer ?? false,
    contactName: application.contactName,
    role: application.contactRole,
    email: application.contactEmail,
    phone: application.contactPhone,
    operationalStatus:
      application.operationalStatus as RecoveryApplicationInput['operationalStatus'],
    reopenDate: calendarDay(application.reopenDate),
    damageLevel: application.damageLevel as RecoveryApplicationInput['damageLevel'],
    damageDesc: application.damageDescription,
    studentsDisplaced: application.studentsDisplaced,
    staffDisplaced: application.staffDisplaced,
    evidence: application.evidenceUrl ?? undefined,
    support: application.supportRequested as RecoveryApplicationInput['support'],
    supportOtherText: application.supportOtherText ?? undefined,
    discountNeed: application.discountNeed ?? undefined,
    monthsNeeded: application.monthsNeeded ?? undefined,
    continuityPlan: application.continuityPlan ?? undefined,
    consentData: true,
    authOfficer: true,
    sigName: application.sigName,
    sigDate: calendarDay(application.sigDate) ?? '',
  }
  return pickFormFields(data, Object.keys(data))
}

const fieldsOf = (schema: { shape: object }) => Object.keys(schema.shape)

const formData: { [Form in LeadForm]: (doc: StoredLead[Form]) => Record<string, unknown> } = {
  newsletter: (doc) => pickFormFields(doc, fieldsOf(newsletterSchema)),
  demo: (doc) => pickFormFields(doc, fieldsOf(demoRequestSchema)),
  quote: (doc) => pickFormFields(doc, fieldsOf(quoteRequestSchema)),
  contact: (doc) => pickFormFields(doc, fieldsOf(contactSchema)),
  recovery: recoveryFormData,
}

/** The submission as destinations receive it: `data` holds the fields as the form sent them. */
export function leadBody<Form extends LeadForm>(form: Form, doc: StoredLead[Form]): LeadBody {
  return {
    id: doc.id,
    type: form,
    createdAt: doc.createdAt,
    language: doc.language,
    data: formData[form](doc),
    source: webhookSource(doc.source),
  }
}

/** The visitor's email address in any submission. */
export function leadEmail(body: LeadBody): string | null {
  const email = body.data.email
  return typeof email === 'string' && email ? email.toLowerCase() : null
}

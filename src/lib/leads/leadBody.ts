import type { DataFromCollectionSlug } from 'payload'
import { sentFields } from '@/lib/forms/defineForm'
import { FORMS } from '@/lib/forms/definitions'
import { rowValue } from '@/lib/forms/built/inputs'
import type { FormSubmission } from '@/payload-types'
import type { LeadCollection, LeadForm } from './forms'
import { webhookSource, type WebhookSource } from '@/lib/leadSource/stored'

/**
 * What every destination receives: the webhook's JSON body as it is, HubSpot's contact and note
 * from it. `source` says where the lead came from (src/lib/leadSource/stored.ts).
 */
export type LeadBody = {
  id: number
  /** A code-defined form's name, or the name of the built form the lead came through. */
  type: LeadForm | (string & {})
  createdAt: string
  language: string
  data: Record<string, unknown>
  source: WebhookSource
}

/** A stored submission of any form. */
type StoredLead = DataFromCollectionSlug<LeadCollection>

/** The submission as destinations receive it: `data` holds the fields as the form sent them. */
export function leadBody(form: LeadForm, doc: StoredLead): LeadBody {
  return {
    id: doc.id,
    type: form,
    createdAt: doc.createdAt,
    language: doc.language,
    // The fields under the names the form sends (its definition), staff fields and empty ones left out.
    data: sentFields(FORMS[form], doc),
    source: webhookSource(doc.source),
  }
}

/** The visitor's email address in any submission. */
export function leadEmail(body: LeadBody, contact?: LeadContact): string | null {
  const email = contact?.email ?? body.data.email
  return typeof email === 'string' && email ? email.toLowerCase() : null
}

/** A built form's submission as destinations receive it: `type` is the form's name, `data` its answers by field name. */
export function builtLeadBody(doc: FormSubmission): LeadBody {
  const answers = (doc.submissionData ?? []).filter(
    (row) => row.value !== null && row.value !== undefined && row.value !== '',
  )
  return {
    id: doc.id,
    type: doc.formName,
    createdAt: doc.createdAt,
    language: doc.language,
    data: Object.fromEntries(
      answers.map((row) => [row.field, rowValue({ kind: row.kind, value: row.value ?? '' })]),
    ),
    source: webhookSource(doc.source),
  }
}

/** Who the lead is, for a CRM contact: what a form's fields say of it whatever their names (a built form's). */
export type LeadContact = { email?: string | null; name?: string; country?: string }

const NAME_FIELDS = ['name', 'fullName', 'full-name', 'full_name']

/** A built form's contact: its email column, the answer of a field named like a name, and its country field's. */
export function builtLeadContact(doc: FormSubmission): LeadContact {
  const rows = doc.submissionData ?? []
  const named = rows.find((row) => NAME_FIELDS.includes(row.field) && row.value)
  const country = rows.find((row) => row.kind === 'country' && row.value)
  return { email: doc.email, name: named?.value ?? undefined, country: country?.value ?? undefined }
}

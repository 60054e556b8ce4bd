import type { DataFromCollectionSlug } from 'payload'
import { sentFields } from '@/lib/forms/defineForm'
import { FORMS } from '@/lib/forms/definitions'
import type { LeadCollection, LeadForm } from './forms'
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
export function leadEmail(body: LeadBody): string | null {
  const email = body.data.email
  return typeof email === 'string' && email ? email.toLowerCase() : null
}

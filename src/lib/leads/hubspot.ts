import { FORMS, isFormName } from '@/lib/forms/definitions'
import { escapeHtml } from '@/lib/html'
import { bodyExcerpt, delivered, giveUp, reasonOf, retryLater, type AttemptResult } from './attempt'
import { REQUEST_TIMEOUT_MS, type HubSpotConfig } from './destinations'
import { leadEmail, type LeadBody, type LeadContact } from './leadBody'
import { UTM_KEYS } from '@/lib/leadSource/names'
import type { WebhookSource } from '@/lib/leadSource/stored'

// HubSpot's own association type for "note to contact".
const NOTE_TO_CONTACT = 202

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/**
 * The contact's HubSpot properties from whichever form the lead came through: the standard ones,
 * and the lead's UTM values as `utm_source` ... `utm_content` (properties the portal must have;
 * docs/leads-and-privacy.md). A value the lead does not have leaves the contact's as it was.
 */
export function contactProperties(
  body: LeadBody,
  email: string,
  contact: LeadContact = {},
): Record<string, string> {
  const data = body.data
  const [first, ...rest] = (
    text(contact.name) ??
    text(data.name) ??
    text(data.contactName) ??
    ''
  ).split(/\s+/)
  const properties: Record<string, string | undefined> = {
    email,
    firstname: text(data.firstName) ?? (first || undefined),
    lastname: text(data.lastName) ?? (rest.join(' ') || undefined),
    phone: text(data.phone),
    company: text(data.organization) ?? text(data.schoolName),
    jobtitle: text(data.jobTitle) ?? text(data.role),
    country: text(contact.country) ?? text(data.country),
    ...Object.fromEntries(UTM_KEYS.map((key) => [`utm_${key}`, body.source.utm[key] ?? undefined])),
  }
  return Object.fromEntries(
    Object.entries(properties).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
}

const display = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value))

const utmText = (utm: WebhookSource['utm']) =>
  UTM_KEYS.filter((key) => utm[key] !== null)
    .map((key) => `utm_${key}=${utm[key]}`)
    .join(', ')

/** One line on where the lead came from: landing page, referrer, form page, UTM values, first touch. */
export function sourceLine(source: WebhookSource): string {
  const parts = [
    source.landingPage && `landing page ${source.landingPage}`,
    source.referrer && `referrer ${source.referrer}`,
    source.formPage && `form page ${source.formPage}`,
    utmText(source.utm),
  ]
  const first = source.firstTouch
  if (first) {
    const firstParts = [first.landingPage, first.referrer, utmText(first.utm)]
      .filter(Boolean)
      .join(', ')
    parts.push(`first touch ${firstParts}${first.at ? ` (${first.at.slice(0, 10)})` : ''}`)
  }
  const known = parts.filter(Boolean)
  return `Source: ${known.length ? known.join('; ') : 'not recorded'}.`
}

/** The note on the contact's timeline: what they sent, field by field, and where they came from. */
export function noteBody(body: LeadBody): string {
  const rows = Object.entries(body.data)
    .map(
      ([name, value]) =>
        `<li><strong>${escapeHtml(name)}</strong>: ${escapeHtml(display(value))}</li>`,
    )
    .join('')
  // A built form's lead is titled by the form's name.
  const title = isFormName(body.type) ? FORMS[body.type].crmTitle : `Form "${body.type}"`
  return `<p>${escapeHtml(title)} on the website (${escapeHtml(body.language)}, #${body.id}).</p><ul>${rows}</ul><p>${escapeHtml(sourceLine(body.source))}</p>`
}

class HubSpotRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function call(
  config: HubSpotConfig,
  path: string,
  json: unknown,
): Promise<{ id?: string; results?: { id?: string }[] }> {
  const response = await fetch(`${config.apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) {
    const excerpt = await bodyExcerpt(response)
    let message = excerpt
    try {
      message = (JSON.parse(excerpt) as { message?: string }).message ?? excerpt
    } catch {
      // Not JSON: the excerpt itself is the reason.
    }
    throw new HubSpotRefused(
      response.status,
      `HubSpot answered ${response.status} to ${path}${message ? `: ${message}` : ''}`,
    )
  }
  return (await response.json()) as { id?: string; results?: { id?: string }[] }
}

/**
 * Creates or updates the contact by email (batch upsert with `idProperty=email`), then records
 * the submission on it as a note. A refused token or a rejected request fails at once (another
 * try would be refused the same way); rate limits, server errors and silence are tried again.
 */
export async function sendToHubSpot(
  config: HubSpotConfig,
  body: LeadBody,
  contact?: LeadContact,
): Promise<AttemptResult> {
  const email = leadEmail(body, contact)
  if (!email) return giveUp('the submission has no email address')
  try {
    const upserted = await call(config, '/crm/v3/objects/contacts/batch/upsert', {
      inputs: [
        { idProperty: 'email', id: email, properties: contactProperties(body, email, contact) },
      ],
    })
    const contactId = upserted.results?.[0]?.id
    if (!contactId) return retryLater('HubSpot returned no contact id')
    const note = await call(config, '/crm/v3/objects/notes', {
      properties: { hs_timestamp: body.createdAt, hs_note_body: noteBody(body) },
      associations: [
        {
          to: { id: contactId },
          types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }],
        },
      ],
    })
    return delivered(`contact ${contactId}, note ${note.id ?? '?'}`)
  } catch (error) {
    if (error instanceof HubSpotRefused) {
      const transient = error.status === 429 || error.status >= 500
      return transient ? retryLater(error.message) : giveUp(error.message)
    }
    return retryLater(reasonOf(error))
  }
}

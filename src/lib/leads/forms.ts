import type { CollectionSlug } from 'payload'

/** The forms whose submissions are leads, each with the collection that stores it. */
export const LEAD_FORMS = {
  newsletter: 'newsletter-subscribers',
  demo: 'demo-requests',
  quote: 'quote-requests',
  contact: 'contact-messages',
  recovery: 'recovery-applications',
} as const satisfies Record<string, CollectionSlug>

export type LeadForm = keyof typeof LEAD_FORMS
export type LeadCollection = (typeof LEAD_FORMS)[LeadForm]

export const LEAD_FORM_NAMES = Object.keys(LEAD_FORMS) as LeadForm[]

export function leadFormOf(collection: string): LeadForm | null {
  const entry = Object.entries(LEAD_FORMS).find(([, slug]) => slug === collection)
  return entry ? (entry[0] as LeadForm) : null
}

import { FORMS, FORM_NAMES, type FormName } from '@/lib/forms/definitions'

/** The forms whose submissions are leads: every defined form, each with the collection that stores it. */
export type LeadForm = FormName
export type LeadCollection = (typeof FORMS)[LeadForm]['collection']

export const LEAD_FORMS = Object.fromEntries(
  FORM_NAMES.map((name) => [name, FORMS[name].collection]),
) as {
  [Form in LeadForm]: (typeof FORMS)[Form]['collection']
}

export const LEAD_FORM_NAMES: LeadForm[] = FORM_NAMES

export function leadFormOf(collection: string): LeadForm | null {
  return FORM_NAMES.find((name) => FORMS[name].collection === collection) ?? null
}

/**
 * The submissions of every form marketers build share one collection, and one name in the
 * deliveries: each lead's own `type` is its form's name (src/lib/leads/leadBody.ts).
 */
export const BUILT_FORMS = 'built'
export const BUILT_FORMS_COLLECTION = 'form-submissions'

/** What a delivery names its submission's collection by: a code-defined form, or `built`. */
export type DeliveredForm = LeadForm | typeof BUILT_FORMS
export const DELIVERED_FORM_NAMES: DeliveredForm[] = [...LEAD_FORM_NAMES, BUILT_FORMS]

export const DELIVERED_COLLECTIONS = { ...LEAD_FORMS, [BUILT_FORMS]: BUILT_FORMS_COLLECTION } as {
  [Form in DeliveredForm]: Form extends LeadForm
    ? (typeof LEAD_FORMS)[Form]
    : typeof BUILT_FORMS_COLLECTION
}

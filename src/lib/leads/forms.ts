import { FORMS, FORM_NAMES, type FormName } from '@/lib/forms/definitions'

/** The forms whose submissions are leads: every defined form, each with the collection that stores it. */
export type LeadForm = FormName
export type LeadCollection = (typeof FORMS)[LeadForm]['collection']

export const LEAD_FORMS = Object.fromEntries(FORM_NAMES.map((name) => [name, FORMS[name].collection])) as {
  [Form in LeadForm]: (typeof FORMS)[Form]['collection']
}

export const LEAD_FORM_NAMES: LeadForm[] = FORM_NAMES

export function leadFormOf(collection: string): LeadForm | null {
  return FORM_NAMES.find((name) => FORMS[name].collection === collection) ?? null
}

import { FORM_NAMES } from '../definitions'
import { HONEYPOT_FIELD } from '../honeypot'
import { SOURCE_FIELD } from '@/lib/leadSource/names'

/* What the CMS accepts as a built form's name and its fields' names. */

/** A form's name: the `type` of its leads in the webhook and HubSpot, its name in the dashboard and the CSV. */
export const BUILT_FORM_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A field's name: the key of its value in the webhook's `data`. */
export const BUILT_FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_-]*$/
/** Names the forms' door keeps for itself (the honeypot and the source). */
export const RESERVED_FIELD_NAMES = [HONEYPOT_FIELD, SOURCE_FIELD] as const

/** Why a form name cannot be used, or null when it can (uniqueness is the database's to check). */
export function builtFormNameProblem(name: string): string | null {
  if (!BUILT_FORM_NAME.test(name))
    return 'Use lowercase letters, digits and single dashes, e.g. "webinar-registration".'
  if ((FORM_NAMES as string[]).includes(name))
    return `"${name}" is the name of one of the site's own forms; choose another.`
  if (name.length > 60) return 'Use at most 60 characters.'
  return null
}

/** Why a list of field names cannot be used, or null. */
export function builtFieldNamesProblem(names: string[]): string | null {
  const seen = new Set<string>()
  for (const name of names) {
    if (!BUILT_FIELD_NAME.test(name))
      return `"${name}": a field's name starts with a letter and holds letters, digits, "-" and "_" only.`
    if ((RESERVED_FIELD_NAMES as readonly string[]).includes(name))
      return `"${name}" is kept for the site's spam check; choose another name.`
    if (seen.has(name)) return `Two fields are named "${name}"; each needs its own name.`
    seen.add(name)
  }
  return null
}

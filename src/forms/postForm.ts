import type { FieldErrors } from './submitForm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { sourceForForm, thisPage } from '@/lib/leadSource/browser'
import { SOURCE_FIELD } from '@/lib/leadSource/names'
import { IDEMPOTENCY_HEADER, keyHeaderValue } from '@/lib/idempotency/key'

export type PostResult = { ok: true } | { ok: false; errors: FieldErrors }

/** A form's endpoint; a page in another language says which, so the answer speaks it too. */
export const formEndpoint = (form: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? `/api/forms/${form}` : `/api/forms/${form}?lang=${locale}`

/** The request headers of a form's JSON, with the submission's key when it has one. */
export const formHeaders = (key?: string): Record<string, string> => ({
  'content-type': 'application/json',
  ...(key ? { [IDEMPOTENCY_HEADER]: keyHeaderValue(key) } : {}),
})

/**
 * Sends a form to its endpoint, with where the visit came from (`source`) and the submission's
 * key (`useSubmissionKey`), the same on every try. Field errors come back for a 400; anything
 * else that is not a 201 (409, 429, 5xx, network) is a failure without field errors, which the
 * form shows as a toast.
 */
export async function postForm(
  form: string,
  data: object,
  honeypot: string,
  locale: Locale = DEFAULT_LOCALE,
  key?: string,
): Promise<PostResult> {
  try {
    const response = await fetch(formEndpoint(form, locale), {
      method: 'POST',
      headers: formHeaders(key),
      body: JSON.stringify({ ...data, website: honeypot, [SOURCE_FIELD]: sourceForForm(thisPage()) }),
    })
    if (response.status === 201) return { ok: true }
    const body = (await response.json().catch(() => ({}))) as { errors?: FieldErrors }
    return { ok: false, errors: response.status === 400 ? (body.errors ?? {}) : {} }
  } catch (error) {
    console.error(`submitting the ${form} form failed`, error)
    return { ok: false, errors: {} }
  }
}

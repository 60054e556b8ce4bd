import type { FieldErrors } from './submitForm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { sourceForForm, thisPage } from '@/lib/leadSource/browser'
import { HONEYPOT_FIELD } from '@/lib/forms/honeypot'
import { SOURCE_FIELD } from '@/lib/leadSource/names'
import type { TryOutcome } from '@/lib/offline/outbox'

export type PostResult =
  { ok: true } | { ok: false; waiting: true } | { ok: false; waiting?: false; errors: FieldErrors }

/** A form's endpoint; a page in another language says which, so the answer speaks it too. */
export const formEndpoint = (form: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? `/api/forms/${form}` : `/api/forms/${form}?lang=${locale}`

/**
 * One submission as it is sent (as JSON, its key in the `Idempotency-Key` header: `tryEntry` of
 * src/lib/offline/outbox.ts), and kept on the device while there is no connection.
 */
export type FormRequest = { form: string; url: string; body: string; key: string }

/**
 * A form's request: its answers, the honeypot and where the visit came from (`source`), under the
 * submission's key (`useSubmissionKey`), the same on every try.
 */
export const formRequest = (
  form: string,
  data: object,
  honeypot: string,
  locale: Locale,
  key: string,
): FormRequest => ({
  form,
  url: formEndpoint(form, locale),
  key,
  body: JSON.stringify({
    ...data,
    [HONEYPOT_FIELD]: honeypot,
    [SOURCE_FIELD]: sourceForForm(thisPage()),
  }),
})

/**
 * What came of sending a form (`useOutbox`): our server's answer, `waiting` when there was none
 * and the submission is kept on this device to go later, or `unanswered` when it could not be kept.
 */
export type SendOutcome = TryOutcome | { kind: 'waiting' }
export type FormSender = (request: FormRequest) => Promise<SendOutcome>

/** Field errors come back for our 400; anything else that is not a 201 is a failure without them. */
export function postResult(outcome: SendOutcome): PostResult {
  if (outcome.kind === 'accepted') return { ok: true }
  if (outcome.kind === 'waiting') return { ok: false, waiting: true }
  const errors = outcome.kind === 'refused' && outcome.status === 400 ? outcome.body.errors : null
  return { ok: false, errors: errors && typeof errors === 'object' ? (errors as FieldErrors) : {} }
}

/** Sends a form through `send` (the form's outbox) and reads what came of it. */
export const postForm = async (request: FormRequest, send: FormSender): Promise<PostResult> =>
  postResult(await send(request))

import type { RecoveryApplicationData } from '@/lib/forms/recoverySchema'
import type { Locale } from '@/lib/i18n/locales'
import { formRequest, type FormSender, type SendOutcome } from '../postForm'

export type SubmitResult =
  | { ok: true; caseId: string }
  | { ok: false; waiting: true }
  | { ok: false; waiting?: false; message: string; fieldErrors: Record<string, string> }

/** Reads the first message of each field from a 400 `{ errors }` answer. */
function firstMessages(errors: unknown): Record<string, string> {
  if (!errors || typeof errors !== 'object') return {}
  const result: Record<string, string> = {}
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages
    if (typeof first === 'string') result[field] = first
  }
  return result
}

/**
 * What came of sending the application: its case ID, `waiting` on this device for the connection,
 * or a message the toast can show (the server's own, or `failed` when it gave none). (The shared
 * postForm knows only 201 or not; this form needs the case ID and the server's message.)
 */
export function applicationResult(outcome: SendOutcome, failed: string): SubmitResult {
  if (outcome.kind === 'accepted' && outcome.caseId) return { ok: true, caseId: outcome.caseId }
  if (outcome.kind === 'waiting') return { ok: false, waiting: true }
  const body = outcome.kind === 'refused' ? outcome.body : null
  const fieldErrors = firstMessages(body?.errors)
  const message =
    (typeof body?.error === 'string' && body.error) ||
    (typeof body?.message === 'string' && body.message) ||
    Object.values(fieldErrors)[0] ||
    failed
  return { ok: false, message, fieldErrors }
}

/**
 * POST /api/forms/recovery under the application's key (the same on every try, so a retry after
 * a lost answer gets the first case ID back), through the form's outbox (`send`): with no
 * connection the application waits on this device and goes, under the same key, once it returns.
 */
export async function submitApplication(
  data: RecoveryApplicationData,
  honeypot: string,
  locale: Locale,
  /** What to say when the server gave no reason of its own. */
  failed: string,
  key: string,
  send: FormSender,
): Promise<SubmitResult> {
  return applicationResult(await send(formRequest('recovery', data, honeypot, locale, key)), failed)
}

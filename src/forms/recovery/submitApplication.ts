import type { RecoveryApplicationData } from '@/lib/forms/recoverySchema'
import type { Locale } from '@/lib/i18n/locales'
import { formEndpoint, formHeaders } from '../postForm'
import { sourceForForm, thisPage } from '@/lib/leadSource/browser'
import { SOURCE_FIELD } from '@/lib/leadSource/names'

export type SubmitResult =
  | { ok: true; caseId: string }
  | { ok: false; message: string; fieldErrors: Record<string, string> }

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
 * POST /api/forms/recovery under the application's key (the same on every try, so a retry after
 * a lost answer gets the first case ID back); every failure comes back as a message the toast can
 * show. (The shared postForm knows only 201 or not; this form needs the case ID and the server's
 * message.)
 */
export async function submitApplication(
  data: RecoveryApplicationData,
  honeypot: string,
  locale: Locale,
  /** What to say when the server gave no reason of its own. */
  failed: string,
  key?: string,
): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch(formEndpoint('recovery', locale), {
      method: 'POST',
      headers: formHeaders(key),
      body: JSON.stringify({ ...data, website: honeypot, [SOURCE_FIELD]: sourceForForm(thisPage()) }),
    })
  } catch {
    return { ok: false, message: failed, fieldErrors: {} }
  }
  const body = (await response.json().catch(() => null)) as { caseId?: unknown; error?: unknown; message?: unknown; errors?: unknown } | null
  if (response.status === 201 && typeof body?.caseId === 'string') return { ok: true, caseId: body.caseId }
  const fieldErrors = firstMessages(body?.errors)
  const message =
    (typeof body?.error === 'string' && body.error) ||
    (typeof body?.message === 'string' && body.message) ||
    Object.values(fieldErrors)[0] ||
    failed
  return { ok: false, message, fieldErrors }
}

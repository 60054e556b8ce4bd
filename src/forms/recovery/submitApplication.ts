import type { RecoveryApplicationData } from '../recoverySchema'

export const SUBMIT_FAILED = 'Failed to submit application. Please try again.'

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
 * POST /api/forms/recovery; every failure comes back as a message the toast can show. (The
 * shared postForm knows only 201 or not; this form needs the case ID and the server's message.)
 */
export async function submitApplication(data: RecoveryApplicationData, honeypot: string): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch('/api/forms/recovery', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, website: honeypot }),
    })
  } catch {
    return { ok: false, message: SUBMIT_FAILED, fieldErrors: {} }
  }
  const body = (await response.json().catch(() => null)) as { caseId?: unknown; error?: unknown; message?: unknown; errors?: unknown } | null
  if (response.status === 201 && typeof body?.caseId === 'string') return { ok: true, caseId: body.caseId }
  const fieldErrors = firstMessages(body?.errors)
  const message =
    (typeof body?.error === 'string' && body.error) ||
    (typeof body?.message === 'string' && body.message) ||
    Object.values(fieldErrors)[0] ||
    SUBMIT_FAILED
  return { ok: false, message, fieldErrors }
}

/** How one try at a destination ended: delivered, or failed and worth another try or not. */
export type AttemptResult =
  { ok: true; note?: string } | { ok: false; retry: boolean; reason: string }

export const delivered = (note?: string): AttemptResult => ({ ok: true, note })
export const retryLater = (reason: string): AttemptResult => ({ ok: false, retry: true, reason })
export const giveUp = (reason: string): AttemptResult => ({ ok: false, retry: false, reason })

/** A short, single-line reason from whatever a request threw (timeouts and refused connections included). */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'no answer within 10 s'
    const cause = (error as { cause?: unknown }).cause
    const detail = cause instanceof Error ? `: ${cause.message}` : ''
    return `${error.message}${detail}`
  }
  return String(error)
}

/** The start of a response body, for the reason shown to staff. */
export async function bodyExcerpt(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim()
  return text.length > 300 ? `${text.slice(0, 300)}…` : text
}

import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

/**
 * Expires the cached reads (and with them every rendered page that used them) under these
 * tags. expire: 0 so the next visitor sees the change rather than a stale copy.
 * Skipped when the seed or a script sets `context.disableRevalidate` (no Next server there).
 */
export function revalidateTags(req: PayloadRequest, tags: string[], reason: string): void {
  if (req.context.disableRevalidate) return
  req.payload.logger.info(`Revalidating ${tags.join(', ')} (${reason})`)
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

type Versioned = { _status?: 'draft' | 'published' | null }

/** A draft save changes nothing visitors see; a publish, unpublish or edit of a live doc does. */
export function touchesPublished(doc: Versioned, previousDoc?: Versioned | null): boolean {
  return doc._status === 'published' || previousDoc?._status === 'published'
}

import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'
import { expireTagsOverHttp } from '@/lib/revalidation/expireTagsOverHttp'
import { isInsideJob } from '@/lib/revalidation/jobContext'
import { purgeVarnish } from '@/lib/revalidation/purgeVarnish'

/**
 * Expires the cached reads (and with them every rendered page that used them) under these
 * tags. expire: 0 so the next visitor sees the change rather than a stale copy.
 * Skipped when the seed or a script sets `context.disableRevalidate` (no Next server there).
 * Inside a job (a scheduled publish) there is no request to revalidate in: the server's
 * revalidation endpoint does it instead. With a Varnish in front, the pages it holds under
 * these tags are invalidated too.
 */
export function revalidateTags(req: PayloadRequest, tags: string[], reason: string): void {
  if (req.context.disableRevalidate) return
  req.payload.logger.info(`Revalidating ${tags.join(', ')} (${reason})`)
  if (isInsideJob()) {
    expireTagsOverHttp(tags).catch((error: unknown) =>
      req.payload.logger.error({ err: error }, `expiring ${tags.join(', ')} after a job failed; they expire within the hour`),
    )
    return
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  purgeVarnish(tags, req.payload.logger)
}

type Versioned = { _status?: 'draft' | 'published' | null }

/** A draft save changes nothing visitors see; a publish, unpublish or edit of a live doc does. */
export function touchesPublished(doc: Versioned, previousDoc?: Versioned | null): boolean {
  return doc._status === 'published' || previousDoc?._status === 'published'
}

import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  PayloadRequest,
  TypeWithID,
} from 'payload'
import { expireTagsOverHttp } from '@/lib/revalidation/expireTagsOverHttp'
import { expireAgainAfterJob, isInsideJob } from '@/lib/revalidation/jobContext'
import { purgeVarnish } from '@/lib/revalidation/purgeVarnish'

/**
 * Expires the cached reads (and with them every rendered page that used them) under these
 * tags. expire: 0 so the next visitor sees the change rather than a stale copy. Awaited, with
 * Varnish's purge, so the answer to the save comes after the old pages are gone.
 * Skipped when the seed or a script sets `context.disableRevalidate` (no Next server there).
 * Inside a job (a scheduled publish) there is no request to revalidate in: the server's
 * revalidation endpoint does it instead, now and again once the job's writes are committed.
 */
export async function revalidateTags(
  req: PayloadRequest,
  tags: string[],
  reason: string,
): Promise<void> {
  if (req.context.disableRevalidate) return
  req.payload.logger.info(`Revalidating ${tags.join(', ')} (${reason})`)
  if (isInsideJob()) {
    expireAgainAfterJob(tags)
    await expireTagsOverHttp(tags).catch((error: unknown) =>
      req.payload.logger.error(
        { err: error },
        `expiring ${tags.join(', ')} in a job failed; the job tries again when it ends`,
      ),
    )
    return
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  await purgeVarnish(tags, req.payload.logger)
}

type Versioned = { _status?: 'draft' | 'published' | null }

/** A draft save changes nothing visitors see; a publish, unpublish or edit of a live doc does. */
export function touchesPublished(doc: Versioned, previousDoc?: Versioned | null): boolean {
  return doc._status === 'published' || previousDoc?._status === 'published'
}

type Revalidation<T> = {
  /** How the log line names the document: `FAQ 12`, `page /pricing`. */
  name: (doc: T) => string
  /** Tags of every page that lists documents of this collection. */
  tags: string[]
  /**
   * The tag of the document's own page, if it has one. On a change it is expired for the saved
   * document and for the one before it, so a moved path or slug refreshes both addresses.
   */
  documentTag?: (doc: Partial<T>) => string | null | undefined
  /** False for a collection without drafts: every change shows. */
  drafts?: boolean
}

/** Where the beforeChange hook leaves the live version, for afterChange, per document. */
const liveKey = (collection: string, id: string | number) =>
  `revalidate:live-before:${collection}:${id}`

/**
 * The beforeChange, afterChange and afterDelete hooks that expire a collection's cache tags when
 * visitors would see the change. An unpublish of a document whose latest version is a draft saves
 * draft over draft (Payload's previousDoc is that draft), so only the live version, read before
 * and after the change, tells that visitors lose the page.
 */
export function revalidationHooks<T extends TypeWithID & Versioned>({
  name,
  tags,
  documentTag,
  drafts = true,
}: Revalidation<T>): {
  beforeChange: CollectionBeforeChangeHook<T>
  afterChange: CollectionAfterChangeHook<T>
  afterDelete: CollectionAfterDeleteHook<T>
} {
  const documentTags = (...docs: (Partial<T> | null | undefined)[]) => [
    ...new Set(
      docs
        .map((doc) => (doc && documentTag ? documentTag(doc) : null))
        .filter((tag): tag is string => Boolean(tag)),
    ),
  ]
  const liveVersion = async (req: PayloadRequest, collection: string, id: string | number) =>
    (await req.payload.findByID({
      collection: collection as CollectionSlug,
      id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })) as Partial<T> | null
  return {
    beforeChange: async ({ data, originalDoc, operation, req, collection }) => {
      // A publish shows in the saved document itself; only a save as draft may take a page down.
      if (
        !drafts ||
        operation !== 'update' ||
        !originalDoc?.id ||
        data._status === 'published' ||
        req.context.disableRevalidate
      )
        return data
      const live = await liveVersion(req, collection.slug, originalDoc.id)
      if (live?._status === 'published')
        req.context[liveKey(collection.slug, originalDoc.id)] = live
      return data
    },
    afterChange: async ({ doc, previousDoc, req, collection }) => {
      const liveBefore = req.context[liveKey(collection.slug, doc.id)] as Partial<T> | undefined
      if (drafts && !touchesPublished(doc, previousDoc)) {
        // Published before, and no longer: an unpublish. Otherwise a draft save that shows nowhere.
        if (
          !liveBefore ||
          (await liveVersion(req, collection.slug, doc.id))?._status === 'published'
        )
          return doc
      }
      await revalidateTags(
        req,
        [...documentTags(doc, previousDoc, liveBefore), ...tags],
        `${name(doc)} changed`,
      )
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await revalidateTags(req, [...documentTags(doc), ...tags], `${name(doc)} deleted`)
      return doc
    },
  }
}

/** The afterChange hook of a global: every save expires its tags. */
export function revalidateGlobal(name: string, tags: string[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await revalidateTags(req, tags, `${name} changed`)
    return doc
  }
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { SubProcessor } from '@/payload-types'
import { queueAnnouncement } from '@/lib/subProcessors/announce'

/*
 * A change that may touch the published sub-processor list queues the job that compares it with
 * the last notice (src/lib/subProcessors/announce.ts): the job, not the hook, decides whether
 * anything changed, so a re-save or several saves before it runs announce once at most. The seed
 * writes its list and its first notice itself (`context.skipSubProcessorNotice`).
 */

/**
 * After a publish, an edit of a published one, or an unpublish. A draft saved over a draft
 * leaves the published list alone, unless it took the live version down (an unpublish whose
 * latest version was a draft): the live version then is no longer published.
 */
export const announceSubProcessorChange: CollectionAfterChangeHook<SubProcessor> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (req.context.skipSubProcessorNotice) return doc
  if (doc._status !== 'published' && previousDoc?._status !== 'published') {
    if (operation === 'create') return doc
    const live = await req.payload.findByID({
      collection: 'sub-processors',
      id: doc.id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if (live?._status === 'published') return doc
  }
  await queueAnnouncement(
    req,
    `sub-processor ${doc.id} ${operation === 'create' ? 'created' : 'saved'}`,
  )
  return doc
}

/** After a published one is deleted. */
export const announceSubProcessorRemoval: CollectionAfterDeleteHook<SubProcessor> = async ({
  doc,
  req,
}) => {
  if (req.context.skipSubProcessorNotice || doc._status !== 'published') return doc
  await queueAnnouncement(req, `sub-processor ${doc.id} deleted`)
  return doc
}

import { unstable_cache } from 'next/cache'
import { SUB_PROCESSORS_TAG } from '@/lib/cacheTags'
import { getPayloadClient } from '@/data/payload'
import { storedList, storedNames } from '@/lib/subProcessors/diff'
import { FEED_SIZE, type FeedNotice } from '@/lib/subProcessors/feed'

/**
 * The newest notices, newest first, one more than the feed shows (the list before the oldest
 * one shown, which says what a removal took away). Cached under the list's tag: the job that
 * stores a notice expires it.
 */
export const getSubProcessorNotices = unstable_cache(
  async (): Promise<FeedNotice[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'sub-processor-notices',
      sort: ['-announcedAt', '-id'],
      limit: FEED_SIZE + 1,
      depth: 0,
      overrideAccess: false,
    })
    return docs.map((doc) => ({
      id: doc.id,
      announcedAt: doc.announcedAt,
      added: storedNames(doc.added),
      removed: storedNames(doc.removed),
      changed: storedNames(doc.changed),
      list: storedList(doc.list),
    }))
  },
  ['sub-processor-notices'],
  { tags: [SUB_PROCESSORS_TAG], revalidate: 3600 },
)

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { DEMO_VIDEOS_TAG } from '@/lib/cacheTags'
import type { DemoVideo } from '@/payload-types'
import { revalidateTags, touchesPublished } from './revalidateTags'

/** Refreshes every page with the demo-video grid (/resources/demos). */
export const revalidateDemoVideos: CollectionAfterChangeHook<DemoVideo> = ({ doc, previousDoc, req }) => {
  if (touchesPublished(doc, previousDoc)) revalidateTags(req, [DEMO_VIDEOS_TAG], `demo video ${doc.id} changed`)
  return doc
}

export const revalidateDeletedDemoVideo: CollectionAfterDeleteHook<DemoVideo> = ({ doc, req }) => {
  revalidateTags(req, [DEMO_VIDEOS_TAG], `demo video ${doc.id} deleted`)
  return doc
}

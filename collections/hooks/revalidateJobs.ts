import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { JOBS_TAG, jobTag } from '@/lib/cacheTags'
import type { Job } from '@/payload-types'
import { revalidateTags, touchesPublished } from './revalidateTags'

/** Refreshes the openings list (/careers), the job's own page and the sitemap. */
export const revalidateJobs: CollectionAfterChangeHook<Job> = ({ doc, previousDoc, req }) => {
  if (touchesPublished(doc, previousDoc)) revalidateTags(req, [JOBS_TAG, jobTag(doc.id)], `job ${doc.id} changed`)
  return doc
}

export const revalidateDeletedJob: CollectionAfterDeleteHook<Job> = ({ doc, req }) => {
  revalidateTags(req, [JOBS_TAG, jobTag(doc.id)], `job ${doc.id} deleted`)
  return doc
}

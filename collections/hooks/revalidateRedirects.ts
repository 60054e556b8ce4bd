import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { REDIRECTS_TAG } from '@/lib/cacheTags'
import { revalidateTags } from './revalidateTags'

/** A redirect is read by the catch-all for paths without a page: refresh those answers. */
export const revalidateRedirects: CollectionAfterChangeHook = ({ doc, req }) => {
  revalidateTags(req, [REDIRECTS_TAG], 'redirect changed')
  return doc
}

export const revalidateDeletedRedirect: CollectionAfterDeleteHook = ({ doc, req }) => {
  revalidateTags(req, [REDIRECTS_TAG], 'redirect deleted')
  return doc
}

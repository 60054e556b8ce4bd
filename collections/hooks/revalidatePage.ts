import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { PAGES_TAG, pageTag } from '@/lib/cacheTags'
import type { Page } from '@/payload-types'
import { revalidateTags, touchesPublished } from './revalidateTags'

/** A published page change refreshes that path (and the old one when the path moved) and the sitemap. */
export const revalidatePage: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req }) => {
  if (!touchesPublished(doc, previousDoc)) return doc
  const paths = new Set([doc.path, previousDoc?.path].filter((path): path is string => Boolean(path)))
  revalidateTags(req, [...[...paths].map(pageTag), PAGES_TAG], `page ${doc.path} changed`)
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook<Page> = ({ doc, req }) => {
  revalidateTags(req, [pageTag(doc.path), PAGES_TAG], `page ${doc.path} deleted`)
  return doc
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { FAQS_TAG } from '@/lib/cacheTags'
import type { Faq } from '@/payload-types'
import { revalidateTags, touchesPublished } from './revalidateTags'

/** Refreshes every page with an FAQ list (/faqs). */
export const revalidateFaqs: CollectionAfterChangeHook<Faq> = ({ doc, previousDoc, req }) => {
  if (touchesPublished(doc, previousDoc)) revalidateTags(req, [FAQS_TAG], `FAQ ${doc.id} changed`)
  return doc
}

export const revalidateDeletedFaq: CollectionAfterDeleteHook<Faq> = ({ doc, req }) => {
  revalidateTags(req, [FAQS_TAG], `FAQ ${doc.id} deleted`)
  return doc
}

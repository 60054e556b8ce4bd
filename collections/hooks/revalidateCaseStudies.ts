import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { CASE_STUDIES_TAG, caseStudyTag } from '@/lib/cacheTags'
import type { CaseStudy } from '@/payload-types'
import { revalidateTags, touchesPublished } from './revalidateTags'

/** Refreshes the case-study cards (/resources/case-studies), the story's own page and the sitemap. */
export const revalidateCaseStudies: CollectionAfterChangeHook<CaseStudy> = ({ doc, previousDoc, req }) => {
  if (!touchesPublished(doc, previousDoc)) return doc
  const slugs = new Set([doc.slug, previousDoc?.slug].filter((slug): slug is string => Boolean(slug)))
  revalidateTags(req, [CASE_STUDIES_TAG, ...[...slugs].map(caseStudyTag)], `case study ${doc.slug} changed`)
  return doc
}

export const revalidateDeletedCaseStudy: CollectionAfterDeleteHook<CaseStudy> = ({ doc, req }) => {
  revalidateTags(req, [CASE_STUDIES_TAG, caseStudyTag(doc.slug)], `case study ${doc.slug} deleted`)
  return doc
}

import type { Block } from 'payload'
import { CASE_STUDIES_TAG } from '@/lib/cacheTags'

export const CaseStudyCardsBlock: Block = {
  slug: 'caseStudyCards',
  interfaceName: 'CaseStudyCardsBlock',
  // The collection it lists: a page showing it is invalidated when that changes (src/lib/cmsPageTags.ts).
  custom: { cacheTags: [CASE_STUDIES_TAG] },
  labels: { singular: 'Case-study cards', plural: 'Case-study cards' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'linkLabel', type: 'text', localized: true, defaultValue: 'Read the story' },
  ],
}

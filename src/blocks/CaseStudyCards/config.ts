import type { Block } from 'payload'
import { CASE_STUDIES_TAG } from '@/lib/cacheTags'

export const block: Block = {
  slug: 'caseStudyCards',
  interfaceName: 'CaseStudyCardsBlock',
  labels: { singular: 'Case-study cards', plural: 'Case-study cards' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'linkLabel', type: 'text', localized: true, defaultValue: 'Read the story' },
  ],
}

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [CASE_STUDIES_TAG]

import type { Block } from 'payload'

export const CaseStudyCardsBlock: Block = {
  slug: 'caseStudyCards',
  interfaceName: 'CaseStudyCardsBlock',
  labels: { singular: 'Case-study cards', plural: 'Case-study cards' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'linkLabel', type: 'text', localized: true, defaultValue: 'Read the story' },
  ],
}

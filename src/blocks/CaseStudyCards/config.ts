import type { Block } from 'payload'

export const CaseStudyCardsBlock: Block = {
  slug: 'caseStudyCards',
  interfaceName: 'CaseStudyCardsBlock',
  labels: { singular: 'Case-study cards', plural: 'Case-study cards' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea' },
    { name: 'linkLabel', type: 'text', defaultValue: 'Read the story' },
  ],
}

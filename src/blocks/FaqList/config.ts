import type { Block } from 'payload'
import { linksField } from '../fields/linkField'

export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: { singular: 'FAQ list', plural: 'FAQ lists' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'note', type: 'text', localized: true, admin: { description: 'Shown under the questions, beside the buttons.' } },
    linksField(),
  ],
}

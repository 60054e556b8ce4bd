import type { Block } from 'payload'
import { linksField } from '../fields/linkField'
import { FAQS_TAG } from '@/lib/cacheTags'

export const block: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: { singular: 'FAQ list', plural: 'FAQ lists' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'note',
      type: 'text',
      localized: true,
      admin: { description: 'Shown under the questions, beside the buttons.' },
    },
    linksField(),
  ],
}

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [FAQS_TAG]

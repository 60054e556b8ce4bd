import type { Block } from 'payload'
import { linksField } from '../fields/linkField'
import { FAQS_TAG } from '@/lib/cacheTags'

export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  // The collection it lists: a page showing it is invalidated when that changes (src/lib/cmsPageTags.ts).
  custom: { cacheTags: [FAQS_TAG] },
  labels: { singular: 'FAQ list', plural: 'FAQ lists' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'note', type: 'text', localized: true, admin: { description: 'Shown under the questions, beside the buttons.' } },
    linksField(),
  ],
}

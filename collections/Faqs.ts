import type { CollectionConfig } from 'payload'
import { FAQ_CATEGORIES } from '@/lib/faqCategories'
import { matrixAccess } from './access/matrixAccess'
import { published } from './access/published'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { revalidationHooks } from './hooks/revalidate'
import { searchIndexHooks } from './hooks/searchIndex'
import { FAQS_TAG } from '@/lib/cacheTags'
import type { Faq } from '@/payload-types'

/** Refreshes every page with an FAQ list (/faqs). */
const revalidateFaqs = revalidationHooks<Faq>({ name: (doc) => `FAQ ${doc.id}`, tags: [FAQS_TAG] })

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  access: matrixAccess('faqs', published),
  admin: {
    group: 'Content',
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order', '_status'],
    listSearchableFields: ['question', 'answer'],
    ...editorialAdmin('faqs'),
  },
  defaultSort: 'order',
  versions: { drafts: scheduledDrafts, maxPerDoc: 25 },
  fields: [
    { name: 'category', type: 'select', required: true, options: [...FAQ_CATEGORIES] },
    { name: 'question', type: 'text', localized: true, required: true },
    { name: 'answer', type: 'textarea', localized: true, required: true },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 1,
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [revalidateFaqs.beforeChange],
    afterChange: [revalidateFaqs.afterChange, searchIndexHooks('faq').afterChange],
    afterDelete: [revalidateFaqs.afterDelete, searchIndexHooks('faq').afterDelete],
  },
}

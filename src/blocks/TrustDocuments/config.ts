import type { Block } from 'payload'
import { DOCUMENT_CATEGORIES } from '@/lib/trust/categories'
import { trustMessages } from '@/lib/trust/messages'
import { TRUST_DOCUMENTS_TAG } from '@/lib/cacheTags'

/**
 * The trust centre's documents, grouped by category: a public one downloads at once, an
 * on-request one offers "Request access".
 */
export const block: Block = {
  slug: 'trustDocuments',
  interfaceName: 'TrustDocumentsBlock',
  labels: { singular: 'Trust documents', plural: 'Trust documents' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      options: [...DOCUMENT_CATEGORIES],
      // The trust centre's headings, and the words a search for a category finds.
      custom: { visitorWords: (locale) => trustMessages(locale).categories },
      admin: { description: 'Empty: every category, in the usual order.' },
    },
  ],
}

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [TRUST_DOCUMENTS_TAG]

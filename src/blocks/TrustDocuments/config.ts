import type { Block } from 'payload'
import { DOCUMENT_CATEGORIES } from '@/lib/trust/categories'

/**
 * The trust centre's documents, grouped by category: a public one downloads at once, an
 * on-request one offers "Request access".
 */
export const TrustDocumentsBlock: Block = {
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
      admin: { description: 'Empty: every category, in the usual order.' },
    },
  ],
}

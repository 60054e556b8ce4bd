import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { publicDocuments } from './access/publicDocuments'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { revalidationHooks } from './hooks/revalidate'
import { searchIndexHooks } from './hooks/searchIndex'
import { refuseDeleteOfRequestedDocument } from './hooks/trustRecords'
import { TRUST_DOCUMENTS_TAG } from '@/lib/cacheTags'
import { ACCESS_LEVELS, DOCUMENT_CATEGORIES } from '@/lib/trust/categories'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '@/lib/i18n/locales'
import type { Document } from '@/payload-types'

/** The trust centre's pages list every document (on-request ones as a "Request access" row). */
const revalidateDocuments = revalidationHooks<Document>({
  name: (doc) => `document ${doc.id}`,
  tags: [TRUST_DOCUMENTS_TAG],
})

/**
 * A trust-centre document: the PDF a procurement officer downloads or asks for. The file is a
 * `document-files` upload; a new version points at a new file, and the old one stays for the record.
 */
export const TrustDocuments: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Trust document', plural: 'Trust documents' },
  access: matrixAccess('documents', publicDocuments),
  admin: {
    group: 'Trust centre',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'accessLevel', 'version', '_status'],
    listSearchableFields: ['title', 'summary'],
    // The scheduled changes above the list; no live preview: the trust page shows published documents only.
    components: editorialAdmin('documents').components,
  },
  defaultSort: 'title',
  versions: { drafts: scheduledDrafts, maxPerDoc: 0 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', localized: true, maxLength: 600 },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: [...DOCUMENT_CATEGORIES],
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'document-files',
      required: true,
      admin: {
        description:
          'The PDF. A new version: upload a new file here; the old one is kept in the version history.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'version',
          type: 'text',
          required: true,
          maxLength: 20,
          admin: { description: 'As printed on the document, e.g. 2.1.' },
        },
        {
          name: 'issuedOn',
          label: 'Date',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOCALE,
          options: LOCALES.map((code) => ({ label: LOCALE_INFO[code].label, value: code })),
          admin: { description: 'The language the PDF is written in.' },
        },
      ],
    },
    {
      name: 'accessLevel',
      type: 'select',
      required: true,
      defaultValue: 'on-request',
      index: true,
      options: [...ACCESS_LEVELS],
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [revalidateDocuments.beforeChange],
    beforeDelete: [refuseDeleteOfRequestedDocument],
    afterChange: [revalidateDocuments.afterChange, searchIndexHooks('document').afterChange],
    afterDelete: [revalidateDocuments.afterDelete, searchIndexHooks('document').afterDelete],
  },
}

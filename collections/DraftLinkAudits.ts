import type { CollectionConfig } from 'payload'
import { SHAREABLE_COLLECTIONS } from '@/lib/draftLinks/rules'
import { matrixAccess } from './access/matrixAccess'

/** One entry each time a draft link is made or revoked: who, which document, which language. */
export const DraftLinkAudits: CollectionConfig = {
  slug: 'draft-link-audits',
  labels: { singular: 'Draft link event', plural: 'Draft link events' },
  access: matrixAccess('draft-link-audits'),
  admin: {
    group: 'Staff',
    defaultColumns: [
      'action',
      'sharedCollection',
      'documentId',
      'locale',
      'performedBy',
      'createdAt',
    ],
    description:
      'Who made or revoked each link to a draft. The links themselves are in each document’s sidebar.',
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      options: [
        { label: 'Link made', value: 'create' },
        { label: 'Link revoked', value: 'revoke' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'draftLink',
      type: 'relationship',
      relationTo: 'draft-links',
      admin: { readOnly: true },
    },
    {
      name: 'sharedCollection',
      type: 'select',
      required: true,
      options: SHAREABLE_COLLECTIONS.map((value) => ({ label: value, value })),
      admin: { readOnly: true },
    },
    { name: 'documentId', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'locale', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'expiresAt', type: 'date', admin: { readOnly: true } },
    // Not required: deleting a staff account keeps its entries, with this emptied.
    { name: 'performedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}

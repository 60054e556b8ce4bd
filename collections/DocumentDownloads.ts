import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'

/** Every download through an approval's link: which request, when, from which address. Written by the link's route only. */
export const DocumentDownloads: CollectionConfig = {
  slug: 'document-downloads',
  labels: { singular: 'Document download', plural: 'Document downloads' },
  access: matrixAccess('document-downloads'),
  admin: {
    group: 'Trust centre',
    defaultColumns: ['request', 'document', 'downloadedAt', 'address'],
  },
  defaultSort: '-downloadedAt',
  fields: [
    {
      name: 'request',
      type: 'relationship',
      relationTo: 'document-requests',
      required: true,
      index: true,
    },
    { name: 'document', type: 'relationship', relationTo: 'documents', required: true },
    // The requester's address, so the privacy tool finds the downloads with the request.
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'downloadedAt',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'address', label: 'IP address', type: 'text' },
  ],
}

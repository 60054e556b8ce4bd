import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { nobody } from './access/nobody'
import { leadSourceField } from './fields/leadSource'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { submissionLanguageField } from './fields/submissionFields'
import { formColumns, formListAdmin } from './fields/formColumns'
import { issueAccessLink, sendDecisionEmail } from './hooks/documentRequestDecision'
import { deleteRequestDownloads } from './hooks/trustRecords'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { documentRequest } from '@/lib/forms/definitions/documentRequest'
import { REQUEST_STATUSES } from '@/lib/trust/categories'

/**
 * Requests for on-request trust documents. Staff approve or decline each; approval emails the
 * requester a link to that one document, alive for a week, that a revoke ends at once.
 */
export const DocumentRequests: CollectionConfig = {
  slug: 'document-requests',
  labels: { singular: 'Document request', plural: 'Document requests' },
  access: matrixAccess('document-requests'),
  admin: {
    group: 'Trust centre',
    ...formListAdmin(documentRequest),
    description:
      'Approve to email the requester a link to the document that works for a week; revoke to end it at once.',
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [issueAccessLink],
    afterChange: [deliverLeadOnCreate('documentRequest'), sendDecisionEmail],
    beforeDelete: [deleteRequestDownloads],
  },
  fields: [
    // What the visitor sent stays as sent.
    ...formColumns(documentRequest, { readOnly: true }),
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('documentRequest'),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...REQUEST_STATUSES],
      admin: {
        position: 'sidebar',
        description:
          'Approve: the requester gets a week-long link. Revoke: the link stops at once.',
      },
    },
    {
      name: 'decidedAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'linkExpiresAt',
      label: 'Link works until',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // Only the link's hash is kept: the link itself exists in the requester's email alone.
    {
      name: 'linkHash',
      type: 'text',
      index: true,
      access: { read: nobody, update: nobody, create: nobody },
      admin: { hidden: true },
    },
    {
      name: 'staffNotes',
      type: 'textarea',
      admin: { position: 'sidebar', description: 'Internal notes; never shown to the requester.' },
    },
    {
      name: 'downloads',
      type: 'join',
      collection: 'document-downloads',
      on: 'request',
      admin: { defaultColumns: ['downloadedAt', 'address'] },
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { nobody } from './access/nobody'
import { leadSourceField } from './fields/leadSource'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { selectOptions, submissionLanguageField } from './fields/submissionFields'
import { issueAccessLink, sendDecisionEmail } from './hooks/documentRequestDecision'
import { deleteRequestDownloads } from './hooks/trustRecords'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { COUNTRIES } from '@/lib/forms/options'
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
    useAsTitle: 'email',
    defaultColumns: ['email', 'organization', 'document', 'status', 'createdAt'],
    listSearchableFields: ['email', 'name', 'organization'],
    description: 'Approve to email the requester a link to the document that works for a week; revoke to end it at once.',
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [issueAccessLink], afterChange: [deliverLeadOnCreate('documentRequest'), sendDecisionEmail], beforeDelete: [deleteRequestDownloads] },
  fields: [
    { name: 'document', type: 'relationship', relationTo: 'documents', required: true, index: true, admin: { readOnly: true } },
    { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, index: true, admin: { readOnly: true } },
    { name: 'organization', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'country', type: 'select', required: true, options: selectOptions(COUNTRIES), admin: { readOnly: true } },
    { name: 'purpose', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      name: 'acceptTerms',
      label: 'Accepted the confidentiality terms',
      type: 'checkbox',
      required: true,
      admin: { readOnly: true },
    },
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
      admin: { position: 'sidebar', description: 'Approve: the requester gets a week-long link. Revoke: the link stops at once.' },
    },
    { name: 'decidedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'linkExpiresAt',
      label: 'Link works until',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // Only the link's hash is kept: the link itself exists in the requester's email alone.
    { name: 'linkHash', type: 'text', index: true, access: { read: nobody, update: nobody, create: nobody }, admin: { hidden: true } },
    { name: 'staffNotes', type: 'textarea', admin: { position: 'sidebar', description: 'Internal notes; never shown to the requester.' } },
    {
      name: 'downloads',
      type: 'join',
      collection: 'document-downloads',
      on: 'request',
      admin: { defaultColumns: ['downloadedAt', 'address'] },
    },
  ],
}

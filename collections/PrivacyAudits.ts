import type { CollectionConfig } from 'payload'
import { privacyEndpoints } from '@/lib/privacy/endpoints'
import { matrixAccess } from './access/matrixAccess'

/**
 * One entry per answered privacy request (export or erasure) and per retention run that erased
 * something: who acted, when, and how many records of each kind. It keeps no address and
 * nothing of what was found.
 */
export const PrivacyAudits: CollectionConfig = {
  slug: 'privacy-audits',
  labels: { singular: 'Privacy request', plural: 'Privacy requests' },
  access: matrixAccess('privacy-audits'),
  admin: {
    group: 'Staff',
    defaultColumns: ['action', 'performedBy', 'counts', 'createdAt'],
    description:
      'Answer a request at /cms/privacy. This log keeps who acted and how many records, never the address.',
  },
  defaultSort: '-createdAt',
  endpoints: privacyEndpoints,
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      options: [
        { label: 'Export', value: 'export' },
        { label: 'Erasure', value: 'erase' },
        { label: 'Retention (scheduled)', value: 'retention' },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'performedBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, description: 'Empty for the scheduled retention job.' },
    },
    {
      name: 'olderThan',
      label: 'Submissions from before',
      type: 'date',
      admin: {
        readOnly: true,
        condition: (data) => data?.action === 'retention',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
    { name: 'counts', type: 'json', required: true, admin: { readOnly: true } },
  ],
}

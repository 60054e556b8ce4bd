import type { CollectionConfig } from 'payload'
import { DESTINATION_LABELS, DESTINATIONS } from '@/lib/leads/destinations'
import { DELIVERED_FORM_NAMES } from '@/lib/leads/forms'
import { deliverAgainEndpoint } from '@/lib/leads/deliverAgain'
import { matrixAccess } from './access/matrixAccess'

const readOnly = { readOnly: true }

/**
 * One row per submission and destination (the webhook, HubSpot): where its delivery stands.
 * Written only by the `deliverLead` job and the "Deliver again" endpoint; staff read it here and
 * on each submission. The unique index makes a second delivery of one lead to one place impossible.
 */
export const LeadDeliveries: CollectionConfig = {
  slug: 'lead-deliveries',
  labels: { singular: 'Lead delivery', plural: 'Lead deliveries' },
  access: matrixAccess('lead-deliveries'),
  admin: {
    group: 'Form submissions',
    useAsTitle: 'webhookId',
    defaultColumns: [
      'form',
      'submissionId',
      'destination',
      'status',
      'attempts',
      'nextTryAt',
      'lastError',
      'updatedAt',
    ],
    description:
      'Every form submission sent to the sales tools, per destination. "Deliver again" is on each submission.',
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['form', 'submissionId', 'destination'], unique: true }],
  endpoints: [deliverAgainEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'form',
          type: 'select',
          required: true,
          options: DELIVERED_FORM_NAMES.map((value) => ({ label: value, value })),
          admin: readOnly,
        },
        { name: 'submissionId', type: 'number', required: true, admin: readOnly },
        {
          name: 'destination',
          type: 'select',
          required: true,
          options: DESTINATIONS.map((value) => ({ label: DESTINATION_LABELS[value], value })),
          admin: readOnly,
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending', value: 'pending' },
        { label: 'Delivered', value: 'delivered' },
        { label: 'Failed', value: 'failed' },
      ],
      admin: readOnly,
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: readOnly },
    {
      name: 'nextTryAt',
      label: 'Next try',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', type: 'textarea', admin: readOnly },
    {
      name: 'deliveredAt',
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'result',
      type: 'text',
      admin: { ...readOnly, description: 'What the destination answered when it took the lead.' },
    },
    {
      name: 'webhookId',
      label: 'Delivery ID',
      type: 'text',
      required: true,
      admin: {
        ...readOnly,
        description: 'Sent as X-Webhook-Id, the same on every retry of this delivery.',
      },
    },
    {
      // The job that currently owns this delivery: "Deliver again" hands it to a new job, and an
      // older job that is still queued then finds it is no longer its own and does nothing.
      name: 'runToken',
      type: 'text',
      required: true,
      admin: { hidden: true },
    },
  ],
}

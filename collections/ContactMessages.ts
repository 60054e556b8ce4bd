import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { submissionLanguageField, submissionStatusFields } from './fields/submissionFields'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  access: matrixAccess('contact-messages'),
  admin: {
    group: 'Form submissions',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'status', 'createdAt'],
    listSearchableFields: ['subject', 'name', 'email'],
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [deliverLeadOnCreate('contact')] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true, index: true },
      ],
    },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('contact'),
    ...submissionStatusFields([
      { label: 'New', value: 'new' },
      { label: 'Replied', value: 'replied' },
      { label: 'Closed', value: 'closed' },
    ]),
  ],
}

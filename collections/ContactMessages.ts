import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { formColumns, formListAdmin } from './fields/formColumns'
import { contact } from '@/lib/forms/definitions/contact'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { submissionLanguageField, submissionStatusFields } from './fields/submissionFields'

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  access: matrixAccess('contact-messages'),
  admin: {
    group: 'Form submissions',
    ...formListAdmin(contact),
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [deliverLeadOnCreate('contact')] },
  fields: [
    ...formColumns(contact),
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

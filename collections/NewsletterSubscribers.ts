import type { CollectionConfig } from 'payload'
import { submissionAccess } from './access/submissions'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { submissionLanguageField } from './fields/submissionFields'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  access: submissionAccess,
  admin: {
    group: 'Form submissions',
    useAsTitle: 'email',
    defaultColumns: ['email', 'createdAt'],
    listSearchableFields: ['email'],
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [deliverLeadOnCreate('newsletter')] },
  fields: [
    // Stored lower-case, so the same person subscribing twice finds their first row.
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    submissionLanguageField,
    leadDeliveriesField,
  ],
}

import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { optInStatusFields } from './fields/optInStatus'
import { submissionAccess } from './access/submissions'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnConfirm, recordConsent, sendConfirmationOnConsent } from './hooks/newsletterOptIn'
import { submissionLanguageField } from './fields/submissionFields'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  access: submissionAccess,
  admin: {
    group: 'Form submissions',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'createdAt'],
    listSearchableFields: ['email'],
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [recordConsent], afterChange: [sendConfirmationOnConsent, deliverLeadOnConfirm] },
  fields: [
    // Stored lower-case, so the same person subscribing twice finds their first row.
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('newsletter'),
    ...optInStatusFields,
    {
      name: 'consent',
      label: 'Consent record',
      type: 'group',
      admin: { description: 'What the subscriber agreed to, kept as evidence of consent.' },
      fields: [
        { name: 'agreedAt', label: 'Agreed at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'form', type: 'text', admin: { readOnly: true } },
        { name: 'page', type: 'text', admin: { readOnly: true } },
        { name: 'language', type: 'text', admin: { readOnly: true } },
        { name: 'wording', label: 'Wording agreed to', type: 'textarea', admin: { readOnly: true } },
      ],
    },
  ],
}

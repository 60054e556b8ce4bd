import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { optInStatusFields } from './fields/optInStatus'
import { optInConsentField } from './fields/optInConsent'
import { matrixAccess } from './access/matrixAccess'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnConfirm, recordConsent, sendConfirmationOnConsent } from './hooks/newsletterOptIn'
import { submissionLanguageField } from './fields/submissionFields'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  access: matrixAccess('newsletter-subscribers'),
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
    optInConsentField(['form', 'page', 'language']),
  ],
}

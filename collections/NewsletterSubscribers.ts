import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { optInStatusFields } from './fields/optInStatus'
import { optInConsentField } from './fields/optInConsent'
import { matrixAccess } from './access/matrixAccess'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { formColumns, formListAdmin } from './fields/formColumns'
import { newsletter } from '@/lib/forms/definitions/newsletter'
import {
  deliverLeadOnConfirm,
  recordConsent,
  sendConfirmationOnConsent,
} from './hooks/newsletterOptIn'
import { submissionLanguageField } from './fields/submissionFields'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  access: matrixAccess('newsletter-subscribers'),
  admin: {
    group: 'Form submissions',
    ...formListAdmin(newsletter),
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [recordConsent],
    afterChange: [sendConfirmationOnConsent, deliverLeadOnConfirm],
  },
  fields: [
    ...formColumns(newsletter),
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('newsletter'),
    ...optInStatusFields,
    optInConsentField(['form', 'page', 'language']),
  ],
}

import type { CollectionConfig } from 'payload'
import { optInStatusFields } from './fields/optInStatus'
import { optInConsentField } from './fields/optInConsent'
import { matrixAccess } from './access/matrixAccess'
import { submissionLanguageField } from './fields/submissionFields'

/**
 * People who follow changes to the sub-processor list by email: double opt-in like the
 * newsletter's, and an unsubscribe link in every email.
 */
export const TrustSubscribers: CollectionConfig = {
  slug: 'trust-subscribers',
  labels: { singular: 'Sub-processor subscriber', plural: 'Sub-processor subscribers' },
  access: matrixAccess('trust-subscribers'),
  admin: {
    group: 'Trust centre',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'createdAt'],
    listSearchableFields: ['email'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    submissionLanguageField,
    ...optInStatusFields,
    optInConsentField(['page']),
  ],
}

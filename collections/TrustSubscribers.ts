import type { CollectionConfig } from 'payload'
import { optInStatusFields } from './fields/optInStatus'
import { submissionAccess } from './access/submissions'
import { submissionLanguageField } from './fields/submissionFields'

/**
 * People who follow changes to the sub-processor list by email: double opt-in like the
 * newsletter's, and an unsubscribe link in every email.
 */
export const TrustSubscribers: CollectionConfig = {
  slug: 'trust-subscribers',
  labels: { singular: 'Sub-processor subscriber', plural: 'Sub-processor subscribers' },
  access: submissionAccess,
  admin: { group: 'Trust centre', useAsTitle: 'email', defaultColumns: ['email', 'status', 'createdAt'], listSearchableFields: ['email'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    submissionLanguageField,
    ...optInStatusFields,
    {
      name: 'consent',
      label: 'Consent record',
      type: 'group',
      admin: { description: 'What the subscriber agreed to, kept as evidence of consent.' },
      fields: [
        { name: 'agreedAt', label: 'Agreed at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'page', type: 'text', admin: { readOnly: true } },
        { name: 'wording', label: 'Wording agreed to', type: 'textarea', admin: { readOnly: true } },
      ],
    },
  ],
}

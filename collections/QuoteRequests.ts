import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { quote } from '@/lib/forms/definitions/quote'
import { matrixAccess } from './access/matrixAccess'
import { formColumns, formListAdmin } from './fields/formColumns'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import {
  FOLLOW_UP_STATUSES,
  submissionLanguageField,
  submissionStatusFields,
} from './fields/submissionFields'

export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  access: matrixAccess('quote-requests'),
  admin: {
    group: 'Form submissions',
    ...formListAdmin(quote),
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [deliverLeadOnCreate('quote')] },
  fields: [
    ...formColumns(quote),
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('quote'),
    ...submissionStatusFields(FOLLOW_UP_STATUSES),
  ],
}

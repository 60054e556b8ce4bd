import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { demo } from '@/lib/forms/definitions/demo'
import { matrixAccess } from './access/matrixAccess'
import { formColumns, formListAdmin } from './fields/formColumns'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import {
  FOLLOW_UP_STATUSES,
  submissionLanguageField,
  submissionStatusFields,
} from './fields/submissionFields'

export const DemoRequests: CollectionConfig = {
  slug: 'demo-requests',
  labels: { singular: 'Demo request', plural: 'Demo requests' },
  access: matrixAccess('demo-requests'),
  admin: {
    group: 'Form submissions',
    ...formListAdmin(demo),
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [deliverLeadOnCreate('demo')] },
  fields: [
    ...formColumns(demo),
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('demo'),
    ...submissionStatusFields(FOLLOW_UP_STATUSES),
  ],
}

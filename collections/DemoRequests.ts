import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { COUNTRIES, DEMO_ROLES } from '@/lib/forms/options'
import { matrixAccess } from './access/matrixAccess'
import { contactFields } from './fields/contactFields'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { FOLLOW_UP_STATUSES, selectOptions, submissionLanguageField, submissionStatusFields } from './fields/submissionFields'

export const DemoRequests: CollectionConfig = {
  slug: 'demo-requests',
  labels: { singular: 'Demo request', plural: 'Demo requests' },
  access: matrixAccess('demo-requests'),
  admin: {
    group: 'Form submissions',
    useAsTitle: 'organization',
    defaultColumns: ['organization', 'firstName', 'lastName', 'email', 'role', 'country', 'status', 'createdAt'],
    listSearchableFields: ['organization', 'email', 'firstName', 'lastName'],
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [deliverLeadOnCreate('demo')] },
  fields: [
    ...contactFields({ phoneRequired: false }),
    { name: 'organization', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'role', type: 'select', required: true, index: true, options: selectOptions(DEMO_ROLES) },
        { name: 'country', type: 'select', required: true, index: true, options: selectOptions(COUNTRIES) },
      ],
    },
    { name: 'message', type: 'textarea' },
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('demo'),
    ...submissionStatusFields(FOLLOW_UP_STATUSES),
  ],
}

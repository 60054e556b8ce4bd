import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig } from 'payload'
import { COUNTRIES, ORGANIZATION_TYPES, PROFESSIONAL_SERVICES, QUOTE_FEATURES, TIMELINES } from '@/lib/forms/options'
import { matrixAccess } from './access/matrixAccess'
import { contactFields } from './fields/contactFields'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { FOLLOW_UP_STATUSES, selectOptions, submissionLanguageField, submissionStatusFields } from './fields/submissionFields'

export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  access: matrixAccess('quote-requests'),
  admin: {
    group: 'Form submissions',
    useAsTitle: 'organization',
    defaultColumns: ['organization', 'organizationType', 'country', 'numberOfStudents', 'timeline', 'status', 'createdAt'],
    listSearchableFields: ['organization', 'email', 'firstName', 'lastName'],
  },
  defaultSort: '-createdAt',
  hooks: { afterChange: [deliverLeadOnCreate('quote')] },
  fields: [
    ...contactFields({ phoneRequired: true }),
    {
      type: 'row',
      fields: [
        { name: 'jobTitle', type: 'text', required: true },
        { name: 'organization', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'organizationType', type: 'select', required: true, index: true, options: selectOptions(ORGANIZATION_TYPES) },
        { name: 'country', type: 'select', required: true, index: true, options: selectOptions(COUNTRIES) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'numberOfStudents', type: 'number', required: true, min: 1 },
        { name: 'numberOfTeachers', type: 'number', required: true, min: 1 },
        { name: 'numberOfSchools', type: 'number', required: true, min: 1, defaultValue: 1 },
      ],
    },
    { name: 'features', type: 'select', hasMany: true, required: true, options: selectOptions(QUOTE_FEATURES) },
    { name: 'professionalServices', type: 'select', hasMany: true, options: selectOptions(PROFESSIONAL_SERVICES) },
    { name: 'timeline', type: 'select', required: true, index: true, options: selectOptions(TIMELINES) },
    { name: 'additionalInfo', type: 'textarea' },
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('quote'),
    ...submissionStatusFields(FOLLOW_UP_STATUSES),
  ],
}

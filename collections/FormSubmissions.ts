import type { Field } from 'payload'
import type { PluginConfig as FormBuilderPluginConfig } from '@payloadcms/plugin-form-builder/types'
import { BUILT_FIELD_KINDS } from '@/lib/forms/built/inputs'
import { BUILT_FORMS } from '@/lib/leads/forms'
import { builtSubmissionsCsvEndpoint } from '@/lib/leads/builtCsv'
import { grantedEndpoint } from './access/grantedEndpoint'
import { matrixAccess } from './access/matrixAccess'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { leadSourceField } from './fields/leadSource'
import {
  FOLLOW_UP_STATUSES,
  submissionLanguageField,
  submissionStatusFields,
} from './fields/submissionFields'
import { deliverLeadOnCreate } from './hooks/deliverLeads'

/*
 * What visitors send through the forms marketers build: stored only by the forms' door
 * (src/forms/builtForms.ts), never by the public API. Each submission keeps the form's name and
 * every field's label as they were when it was sent, so editing the form later changes nothing here.
 */

const readOnly = { readOnly: true }

function submissionFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  const form = defaultFields.find((field) => 'name' in field && field.name === 'form')
  if (!form) throw new Error('the form-builder plugin has no "form" field on its submissions')
  return [
    {
      type: 'row',
      fields: [
        { ...form, admin: readOnly } as Field,
        {
          name: 'formName',
          label: 'Form name',
          type: 'text',
          required: true,
          index: true,
          admin: { ...readOnly, description: 'As it was when the form was sent.' },
        },
      ],
    },
    {
      name: 'email',
      type: 'email',
      index: true,
      admin: { ...readOnly, description: "The answer of the form's first email field." },
    },
    {
      name: 'submissionData',
      label: 'Answers',
      type: 'array',
      admin: readOnly,
      access: { update: () => false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'field', type: 'text', required: true },
            {
              name: 'kind',
              type: 'select',
              required: true,
              options: BUILT_FIELD_KINDS.filter((kind) => kind !== 'message').map((kind) => ({
                label: kind,
                value: kind,
              })),
            },
            { name: 'label', type: 'text' },
          ],
        },
        { name: 'value', type: 'textarea' },
      ],
    },
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField(BUILT_FORMS),
    ...submissionStatusFields(FOLLOW_UP_STATUSES),
  ]
}

export const formSubmissionOverrides: FormBuilderPluginConfig['formSubmissionOverrides'] = {
  labels: { singular: 'Built form submission', plural: 'Built form submissions' },
  access: matrixAccess('form-submissions'),
  admin: {
    group: 'Form submissions',
    useAsTitle: 'email',
    defaultColumns: ['formName', 'email', 'status', 'createdAt'],
    listSearchableFields: ['formName', 'email'],
  },
  defaultSort: '-createdAt',
  endpoints: [
    {
      path: '/csv',
      method: 'get',
      handler: grantedEndpoint('form-submissions', 'export', builtSubmissionsCsvEndpoint),
    },
  ],
  hooks: { afterChange: [deliverLeadOnCreate(BUILT_FORMS)] },
  fields: submissionFields,
}

import { leadSourceField } from './fields/leadSource'
import type { CollectionConfig, Field } from 'payload'
import type { User } from '@/payload-types'
import { matrixAccess } from './access/matrixAccess'
import { mayDo } from '@/lib/roleMatrix'
import { assignCaseId } from './hooks/assignCaseId'
import { stampStatusChange } from './hooks/stampStatusChange'
import { deliverLeadOnCreate } from './hooks/deliverLeads'
import { leadDeliveriesField } from './fields/leadDeliveries'
import { submissionLanguageField } from './fields/submissionFields'
import {
  APPLICATION_STATUSES,
  DAMAGE_LEVELS,
  EDUCATION_LEVELS,
  OPERATIONAL_STATUSES,
  SCHOOL_TYPES,
  SUPPORT_OPTIONS,
} from '@/lib/forms/recoveryOptions'
import { RECOVERY_LIMITS } from '@/lib/forms/recoverySchema'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
const count = (name: string, label: string, required = true): Field => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  max: RECOVERY_LIMITS.count,
  admin: { step: 1 },
})
const day = { date: { pickerAppearance: 'dayOnly' as const, displayFormat: 'd MMM yyyy' } }

/**
 * A school's recovery-support application (table recovery_applications). Created only
 * through POST /api/forms/recovery; read and updated by reviewers; deleted by admins only
 * (src/lib/roleMatrix.ts).
 */
export const RecoveryApplications: CollectionConfig = {
  slug: 'recovery-applications',
  labels: { singular: 'Recovery application', plural: 'Recovery applications' },
  access: matrixAccess('recovery-applications'),
  admin: {
    group: 'Applications',
    useAsTitle: 'caseId',
    defaultColumns: [
      'caseId',
      'schoolName',
      'applicationStatus',
      'damageLevel',
      'contactEmail',
      'createdAt',
    ],
    listSearchableFields: ['caseId', 'schoolName', 'contactEmail'],
    // Staff who may not read applications never see them in the panel. (The admin's ClientUser
    // type does not know our roles field; it is the same user document.)
    hidden: ({ user }) => !mayDo(user as unknown as User | null, 'recovery-applications', 'read'),
  },
  versions: { maxPerDoc: 100 },
  hooks: {
    beforeValidate: [assignCaseId],
    beforeChange: [stampStatusChange],
    afterChange: [deliverLeadOnCreate('recovery')],
  },
  // The review page lists newest first, often filtered by status.
  indexes: [{ fields: ['applicationStatus', 'createdAt'] }],
  fields: [
    submissionLanguageField,
    leadSourceField,
    leadDeliveriesField('recovery'),
    {
      name: 'caseId',
      label: 'Case ID',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // Drawn by the assignCaseId hook; nobody sets or changes it.
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'applicationStatus',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: APPLICATION_STATUSES.map(({ label, value }) => ({ label, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'reviewedBy',
      label: 'Reviewed by',
      type: 'text',
      maxLength: RECOVERY_LIMITS.shortText,
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusUpdatedAt',
      label: 'Status updated at',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastChangedBy',
      label: 'Last changed by',
      type: 'relationship',
      relationTo: 'users',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The staff account behind the latest change.',
      },
    },
    {
      name: 'adminNotes',
      label: 'Admin notes',
      type: 'textarea',
      maxLength: RECOVERY_LIMITS.longText,
      admin: { position: 'sidebar', description: 'Included in the status email to the applicant.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'School',
          fields: [
            {
              name: 'schoolName',
              label: 'School name',
              type: 'text',
              required: true,
              maxLength: RECOVERY_LIMITS.shortText,
            },
            {
              name: 'moeId',
              label: 'Ministry / EMIS ID',
              type: 'text',
              maxLength: RECOVERY_LIMITS.shortText,
            },
            {
              name: 'schoolType',
              label: 'School type',
              type: 'select',
              required: true,
              options: options(SCHOOL_TYPES),
            },
            {
              name: 'educationLevel',
              label: 'Education level',
              type: 'select',
              required: true,
              options: options(EDUCATION_LEVELS),
            },
            { name: 'parish', type: 'text', maxLength: RECOVERY_LIMITS.shortText },
            { name: 'address', type: 'textarea', maxLength: RECOVERY_LIMITS.address },
            count('enrolment', 'Enrolment (students)'),
            count('staff', 'Staff'),
            {
              name: 'isExistingCustomer',
              label: 'Existing customer',
              type: 'checkbox',
              defaultValue: false,
            },
          ],
        },
        {
          label: 'Contact',
          fields: [
            {
              name: 'contactName',
              label: 'Contact name',
              type: 'text',
              required: true,
              maxLength: RECOVERY_LIMITS.shortText,
            },
            {
              name: 'contactRole',
              label: 'Role / title',
              type: 'text',
              required: true,
              maxLength: RECOVERY_LIMITS.shortText,
            },
            { name: 'contactEmail', label: 'Email', type: 'email', required: true },
            {
              name: 'contactPhone',
              label: 'Phone',
              type: 'text',
              required: true,
              maxLength: RECOVERY_LIMITS.phone,
            },
          ],
        },
        {
          label: 'Impact',
          fields: [
            {
              name: 'operationalStatus',
              label: 'Operational status',
              type: 'select',
              required: true,
              options: options(OPERATIONAL_STATUSES),
            },
            { name: 'reopenDate', label: 'Expected reopening date', type: 'date', admin: day },
            {
              name: 'damageLevel',
              label: 'Damage level',
              type: 'select',
              required: true,
              options: options(DAMAGE_LEVELS),
            },
            { name: 'insured', type: 'checkbox' },
            count('studentsDisplaced', 'Students displaced'),
            count('staffDisplaced', 'Staff displaced'),
            count('devicesLost', 'Devices lost', false),
            {
              name: 'damageDescription',
              label: 'Impact description',
              type: 'textarea',
              required: true,
              maxLength: RECOVERY_LIMITS.longText,
            },
            {
              name: 'evidenceUrl',
              label: 'Evidence link',
              type: 'text',
              maxLength: RECOVERY_LIMITS.url,
            },
          ],
        },
        {
          label: 'Support',
          fields: [
            {
              name: 'supportRequested',
              label: 'Support requested',
              type: 'select',
              hasMany: true,
              required: true,
              options: SUPPORT_OPTIONS.map(({ label, value }) => ({ label, value })),
            },
            {
              name: 'supportOtherText',
              label: 'Other support',
              type: 'text',
              maxLength: RECOVERY_LIMITS.otherText,
            },
            {
              name: 'discountNeed',
              label: 'Discount needed (%)',
              type: 'number',
              min: 0,
              max: 100,
            },
            {
              name: 'monthsNeeded',
              label: 'Months of support',
              type: 'number',
              min: 1,
              max: 12,
              admin: { step: 1 },
            },
            {
              name: 'continuityPlan',
              label: 'Continuity plan',
              type: 'textarea',
              maxLength: RECOVERY_LIMITS.longText,
            },
          ],
        },
        {
          label: 'Signature',
          fields: [
            {
              name: 'sigName',
              label: 'Authorized signer',
              type: 'text',
              required: true,
              maxLength: RECOVERY_LIMITS.shortText,
            },
            { name: 'sigDate', label: 'Signature date', type: 'date', required: true, admin: day },
            // The applicant's two compliance ticks, kept as evidence of consent.
            {
              name: 'consentData',
              label: 'Consented to data processing',
              type: 'checkbox',
              defaultValue: false,
              admin: { readOnly: true },
            },
            {
              name: 'authOfficer',
              label: 'Confirmed as authorized officer',
              type: 'checkbox',
              defaultValue: false,
              admin: { readOnly: true },
            },
          ],
        },
      ],
    },
  ],
  timestamps: true,
}

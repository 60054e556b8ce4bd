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
import { APPLICATION_STATUSES } from '@/lib/forms/recoveryOptions'
import { RECOVERY_LIMITS } from '@/lib/forms/recoverySchema'
import { recovery } from '@/lib/forms/definitions/recovery'
import { formTabs } from './fields/formColumns'

/**
 * What reviewers fill in beside the applicant's answers, each after the answer's column it
 * follows in the edit view's tabs (the answers' columns come from the form's definition).
 */
const STAFF_ONLY: Record<string, Field[]> = {
  schoolName: [
    {
      name: 'moeId',
      label: 'Ministry / EMIS ID',
      type: 'text',
      maxLength: RECOVERY_LIMITS.shortText,
    },
  ],
  educationLevel: [{ name: 'parish', type: 'text', maxLength: RECOVERY_LIMITS.shortText }],
  damageLevel: [{ name: 'insured', type: 'checkbox' }],
  staffDisplaced: [
    {
      name: 'devicesLost',
      label: 'Devices lost',
      type: 'number',
      required: false,
      min: 0,
      max: RECOVERY_LIMITS.count,
      admin: { step: 1 },
    },
  ],
}

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
    formTabs(recovery, STAFF_ONLY),
  ],
  timestamps: true,
}

import type { Field } from 'payload'
import { isAdminField } from '../access/isAdmin'
import { isStaffField } from '../access/isStaff'

/** Site settings for how long form submissions are kept (the nightly retention job reads it). */
export const retentionSettingsFields: Field[] = [
  {
    name: 'retentionMonths',
    label: 'Keep submissions for (months)',
    type: 'number',
    min: 1,
    max: 1200,
    // Staff read it; only admins decide how long personal data is kept.
    access: { read: isStaffField, update: isAdminField },
    admin: {
      step: 1,
      description:
        'Every night, submissions older than this are erased: demo, quote and contact submissions are deleted, and so are newsletter sign-ups never confirmed or unsubscribed that long ago; recovery applications keep only their case ID, status and dates. Confirmed subscribers stay while they are subscribed. Each run that erases something is listed in Privacy requests. Empty: keep everything.',
    },
    validate: (value: number | null | undefined) =>
      value === null ||
      value === undefined ||
      (Number.isInteger(value) && value >= 1 && value <= 1200) ||
      'Enter a whole number of months from 1 to 1200, or leave it empty.',
  },
]

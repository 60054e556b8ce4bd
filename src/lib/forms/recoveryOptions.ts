/** The enumerations of the recovery form and of an application's status, in one place. */

export const SCHOOL_TYPES = ['Public', 'Private', 'Government-aided', 'Other'] as const

export const EDUCATION_LEVELS = [
  'Infant / Primary',
  'Secondary',
  'Post Secondary',
  'All-Age / K-12',
  'Special Education',
] as const

export const OPERATIONAL_STATUSES = [
  'Fully operational',
  'Partial',
  'Remote only',
  'Closed',
] as const

export const DAMAGE_LEVELS = ['Minor', 'Moderate', 'Severe', 'Destroyed'] as const

export const SUPPORT_OPTIONS = [
  { value: 'fee-waiver', label: 'Subscription fee waiver / discount' },
  { value: 'deferred-payment', label: 'Deferred payment (grace period)' },
  { value: 'lms', label: 'Virtual learning setup (LMS)' },
  { value: 'fundraising', label: 'External fundraising platform' },
  { value: 'other', label: 'Other' },
] as const
export const SUPPORT_VALUES = [
  'fee-waiver',
  'deferred-payment',
  'lms',
  'fundraising',
  'other',
] as const

export const APPLICATION_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'under_review', label: 'Under Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'needs_info', label: 'Needs Info' },
] as const
export const STATUS_VALUES = [
  'pending',
  'under_review',
  'approved',
  'rejected',
  'needs_info',
] as const
export type ApplicationStatus = (typeof STATUS_VALUES)[number]

export function supportLabel(value: string): string {
  return SUPPORT_OPTIONS.find((option) => option.value === value)?.label ?? value
}

export function statusLabel(value: string): string {
  return APPLICATION_STATUSES.find((option) => option.value === value)?.label ?? value
}

/** The badge text is the status uppercased with the first underscore as a space. */
export function statusBadgeText(status: string): string {
  return status.toUpperCase().replace('_', ' ')
}

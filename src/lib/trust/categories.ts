/**
 * The trust centre's document categories, in the order /trust lists them. The labels are the
 * CMS's; visitors read each heading in their language from the trust centre's messages.
 */
export const DOCUMENT_CATEGORIES = [
  { label: 'Security', value: 'security' },
  { label: 'Privacy and data protection', value: 'privacy' },
  { label: 'Certifications and audits', value: 'certifications' },
  { label: 'Accessibility', value: 'accessibility' },
  { label: 'Uptime and continuity', value: 'continuity' },
  { label: 'Legal and contracts', value: 'legal' },
] as const

export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]['value']

/** `public`: downloads directly. `on-request`: only through an approved request's link. */
export const ACCESS_LEVELS = [
  { label: 'Public: anyone may download', value: 'public' },
  { label: 'On request: staff approve each request', value: 'on-request' },
] as const

export const REQUEST_STATUSES = [
  { label: 'Pending', value: 'pending' },
  { label: 'Approved', value: 'approved' },
  { label: 'Declined', value: 'declined' },
  { label: 'Revoked', value: 'revoked' },
] as const

/** How long an approval's download link lives. */
export const ACCESS_LINK_DAYS = 7

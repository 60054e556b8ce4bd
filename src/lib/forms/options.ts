/**
 * The choices of the demo and quote forms: the ids the API accepts and stores, and
 * the labels people see in the form and staff see in the CMS and in emails.
 */
type Option<Id extends string> = { value: Id; label: string }

export const DEMO_ROLES = [
  { value: 'principal', label: 'Principal / Head of School' },
  { value: 'administrator', label: 'School Administrator' },
  { value: 'teacher', label: 'Teacher' },
  { value: 'it', label: 'IT Staff' },
  { value: 'ministry', label: 'Ministry of Education' },
  { value: 'district', label: 'District Official' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<string>[]

export const COUNTRIES = [
  { value: 'jamaica', label: 'Jamaica' },
  { value: 'trinidad', label: 'Trinidad and Tobago' },
  { value: 'barbados', label: 'Barbados' },
  { value: 'st-vincent', label: 'St. Vincent and the Grenadines' },
  { value: 'grenada', label: 'Grenada' },
  { value: 'st-lucia', label: 'St. Lucia' },
  { value: 'dominica', label: 'Dominica' },
  { value: 'antigua', label: 'Antigua and Barbuda' },
  { value: 'st-kitts', label: 'St. Kitts and Nevis' },
  { value: 'nigeria', label: 'Nigeria' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option<string>[]

export const ORGANIZATION_TYPES = [
  { value: 'single-school', label: 'Single School' },
  { value: 'multi-school', label: 'Multi-School Group' },
  { value: 'ministry', label: 'Ministry of Education' },
  { value: 'private-group', label: 'Private School Group' },
  { value: 'university', label: 'University / College' },
] as const satisfies readonly Option<string>[]

export const QUOTE_FEATURES = [
  { value: 'sis', label: 'Student Information System' },
  { value: 'attendance', label: 'Attendance Tracking' },
  { value: 'gradebook', label: 'Gradebook & Report Cards' },
  { value: 'timetable', label: 'Timetabling' },
  { value: 'analytics', label: 'Analytics & Reporting' },
  { value: 'parent-portal', label: 'Parent Portal' },
  { value: 'lms', label: 'Learning Management System' },
  { value: 'finance', label: 'Finance & Billing' },
  { value: 'hr', label: 'HR & Staff Management' },
  { value: 'library', label: 'Library Management' },
  { value: 'transport', label: 'Transport Management' },
  { value: 'exams', label: 'Examinations' },
  { value: 'mobile-app', label: 'Mobile App' },
  { value: 'api', label: 'API Access' },
] as const satisfies readonly Option<string>[]

export const PROFESSIONAL_SERVICES = [
  { value: 'implementation', label: 'Implementation & Setup' },
  { value: 'data-migration', label: 'Data Migration' },
  { value: 'training', label: 'Staff Training' },
  { value: 'custom-dev', label: 'Custom Development' },
  { value: 'integration', label: 'System Integration' },
  { value: 'support', label: 'Premium Support' },
  { value: 'consulting', label: 'Consulting' },
] as const satisfies readonly Option<string>[]

export const TIMELINES = [
  { value: 'immediate', label: 'Immediately' },
  { value: 'short', label: 'Within 1–3 months' },
  { value: 'medium', label: 'Within 3–6 months' },
  { value: 'long', label: 'Within 6–12 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const satisfies readonly Option<string>[]

/** The label of an id, or the id itself when the list does not know it. */
export function labelOf(options: readonly Option<string>[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}

import type { Field, Option } from 'payload'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '@/lib/i18n/locales'

/** Staff-side fields every form submission carries: where it stands and what was done. */
export const submissionStatusFields = (statuses: Option[]): Field[] => [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: statuses,
    admin: { position: 'sidebar' },
  },
  {
    name: 'staffNotes',
    type: 'textarea',
    admin: { position: 'sidebar', description: 'Internal notes; never shown to the visitor.' },
  },
]

export const FOLLOW_UP_STATUSES: Option[] = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Closed', value: 'closed' },
]

/** Options for a select field from the forms' `{ value, label }` lists. */
export const selectOptions = (options: readonly { value: string; label: string }[]): Option[] =>
  options.map(({ value, label }) => ({ value, label }))

/** The language the visitor filled the form in: their confirmation emails go out in it. */
export const submissionLanguageField: Field = {
  name: 'language',
  type: 'select',
  required: true,
  defaultValue: DEFAULT_LOCALE,
  options: LOCALES.map((code) => ({ label: LOCALE_INFO[code].label, value: code })),
  admin: { position: 'sidebar', readOnly: true },
}

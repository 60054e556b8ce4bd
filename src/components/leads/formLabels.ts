import { FORMS, FORM_NAMES } from '@/lib/forms/definitions'
import type { LeadForm } from '@/lib/leads/forms'

const byForm = <Value>(pick: (form: LeadForm) => Value) =>
  Object.fromEntries(FORM_NAMES.map((form) => [form, pick(form)])) as Record<LeadForm, Value>

/** Each form as the dashboard names it, and its colour in the chart: from the forms' definitions. */
export const FORM_LABELS = byForm((form) => FORMS[form].dashboard.label)
export const FORM_COLOURS = byForm((form) => FORMS[form].dashboard.colour)

// The rest of the Okabe–Ito palette, then greys, for the forms marketers build, in the dashboard's order.
const BUILT_COLOURS = [
  '#E69F00',
  '#56B4E9',
  '#F0E442',
  '#000000',
  '#CC79A7',
  '#D55E00',
  '#0072B2',
  '#999999',
  '#666666',
]

const isCodeForm = (form: string): form is LeadForm => Object.hasOwn(FORM_LABELS, form)

/** A form as the dashboard names it: a code-defined form's label, a built form's own name. */
export const formLabel = (form: string) => (isCodeForm(form) ? FORM_LABELS[form] : form)

/** A form's colour in the chart; built forms take the palette's next free colours in order. */
export function formColour(form: string, forms: readonly string[]): string {
  if (isCodeForm(form)) return FORM_COLOURS[form]
  const taken = new Set(Object.values(FORM_COLOURS).map((colour) => colour.toUpperCase()))
  const free = BUILT_COLOURS.filter((colour) => !taken.has(colour))
  const index = forms.filter((candidate) => !isCodeForm(candidate)).indexOf(form)
  return free[Math.max(index, 0) % free.length]
}

const weekFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A week's Monday, "Sep 7". */
export const weekLabel = (week: string) => weekFormat.format(new Date(`${week}T00:00:00Z`))
/** A day, "Sep 7, 2026". */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

import { FORMS, FORM_NAMES } from '@/lib/forms/definitions'
import type { LeadForm } from '@/lib/leads/forms'

const byForm = <Value>(pick: (form: LeadForm) => Value) => Object.fromEntries(FORM_NAMES.map((form) => [form, pick(form)])) as Record<LeadForm, Value>

/** Each form as the dashboard names it, and its colour in the chart: from the forms' definitions. */
export const FORM_LABELS = byForm((form) => FORMS[form].dashboard.label)
export const FORM_COLOURS = byForm((form) => FORMS[form].dashboard.colour)

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** A week's Monday, "Sep 7". */
export const weekLabel = (week: string) => weekFormat.format(new Date(`${week}T00:00:00Z`))
/** A day, "Sep 7, 2026". */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

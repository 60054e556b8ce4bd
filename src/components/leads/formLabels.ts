import type { LeadForm } from '@/lib/leads/forms'

/** Each form as the dashboard names it, and its colour in the chart (Okabe–Ito, for colour-blind readers). */
export const FORM_LABELS: Record<LeadForm, string> = {
  newsletter: 'Newsletter',
  demo: 'Demo requests',
  quote: 'Quote requests',
  contact: 'Contact messages',
  recovery: 'Recovery applications',
}

export const FORM_COLOURS: Record<LeadForm, string> = {
  newsletter: '#56B4E9',
  demo: '#0072B2',
  quote: '#E69F00',
  contact: '#009E73',
  recovery: '#CC79A7',
}

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** A week's Monday, "Sep 7". */
export const weekLabel = (week: string) => weekFormat.format(new Date(`${week}T00:00:00Z`))
/** A day, "Sep 7, 2026". */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

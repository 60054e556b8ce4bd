import type { FormName } from '@/lib/forms/formNames'

/**
 * A form tells the page a lead was sent with this DOM event; analytics (when the visitor
 * accepted it) counts it. It names the form only, never what was typed.
 */
export const LEAD_EVENT = 'site:lead'
export type LeadEventDetail = { form: FormName }

export function announceLead(form: FormName): void {
  window.dispatchEvent(new CustomEvent<LeadEventDetail>(LEAD_EVENT, { detail: { form } }))
}

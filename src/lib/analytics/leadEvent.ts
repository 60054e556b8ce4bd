import type { FormName } from '@/lib/forms/formNames'

/** Where a lead came through: one of the forms, a form marketers built (`built:<name>`), or a "Chat on WhatsApp" link. */
export type LeadChannel = FormName | 'whatsapp' | `built:${string}`

/**
 * A form (or a chat link) tells the page a lead was sent with this DOM event; analytics (when
 * the visitor accepted it) counts it. It names the form only, never what was typed; a chat link
 * adds the reference its prefilled message carries, so sales can find the visit behind a chat.
 */
export const LEAD_EVENT = 'site:lead'
export type LeadEventDetail = { form: LeadChannel; reference?: string }

export function announceLead(form: LeadChannel, reference?: string): void {
  const detail: LeadEventDetail = reference ? { form, reference } : { form }
  window.dispatchEvent(new CustomEvent<LeadEventDetail>(LEAD_EVENT, { detail }))
}

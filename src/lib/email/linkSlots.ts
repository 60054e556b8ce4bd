import { escapeHtml } from '@/lib/html'
import type { EmailInput } from './emailInput'

/** The signed links an email may carry: each is made only as the email is sent. */
export type LinkName =
  'confirm' | 'unsubscribePage' | 'oneClickUnsubscribe' | 'documentAccess' | 'passwordReset'

/**
 * Where a signed link goes in a queued email's HTML or headers. A queued email is a job record
 * any staff member may read, kept after a failure: it holds this mark, never the link.
 */
export const linkSlot = (name: LinkName) => `{{signed-link:${name}}}`

/** The email with each named slot replaced by its link: HTML-escaped in the body, as is in headers. */
export function fillLinkSlots(
  email: EmailInput,
  links: Partial<Record<LinkName, string>>,
): EmailInput {
  let html = email.html
  const headers = { ...email.headers }
  for (const [name, url] of Object.entries(links) as [LinkName, string][]) {
    html = html.replaceAll(linkSlot(name), escapeHtml(url))
    for (const header of Object.keys(headers))
      headers[header] = headers[header].replaceAll(linkSlot(name), url)
  }
  return { ...email, html, ...(email.headers ? { headers } : {}) }
}

import { escapeHtml, escapeMultiline } from '@/lib/html'
import { confirmUrl, oneClickUnsubscribeUrl, unsubscribePageUrl } from './links'
import { newsletterText } from './messages'

type Subscriber = { id: number; email: string; language?: string | null }

/**
 * The headers every email to a subscriber carries (RFC 2369, RFC 8058): mail clients show their
 * own unsubscribe button, which POSTs `List-Unsubscribe=One-Click` to the URL.
 */
export function unsubscribeHeaders(subscriber: Subscriber): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(subscriber)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The footer every email to a subscriber ends with. */
export function unsubscribeFooter(subscriber: Subscriber): string {
  const text = newsletterText(subscriber.language)
  return `<p style="font-size:12px;color:#475569">${escapeHtml(text.unsubscribeFooter)} <a href="${escapeHtml(unsubscribePageUrl(subscriber))}">${escapeHtml(text.unsubscribeLink)}</a></p>`
}

/** The double opt-in email: one link that confirms (valid 7 days), and the way out. */
export function confirmationEmail(subscriber: Subscriber, now = Date.now()) {
  const text = newsletterText(subscriber.language)
  const link = confirmUrl(subscriber, now)
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a">',
    `<h1 style="font-size:18px">${escapeHtml(text.confirmHeading)}</h1>`,
    `<p>${escapeMultiline(text.confirmIntro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1a4fb0;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(text.confirmButton)}</a></p>`,
    `<p>${escapeHtml(text.confirmExpiry)}</p>`,
    unsubscribeFooter(subscriber),
    '</div>',
  ].join('')
  return {
    to: subscriber.email,
    subject: text.confirmSubject,
    html,
    headers: unsubscribeHeaders(subscriber),
  }
}

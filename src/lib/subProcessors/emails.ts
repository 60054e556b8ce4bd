import type { EmailInput } from '@/lib/email'
import { escapeHtml, escapeMultiline } from '@/lib/html'
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales'
import type { ListChanges, ListedSubProcessor } from './diff'
import { confirmUrl, listUrl, oneClickUnsubscribeUrl, unsubscribePageUrl } from './links'
import { subProcessorText } from './messages'

type Subscriber = { id: number; email: string; language?: string | null }

const unsubscribeHeaders = (subscriber: Subscriber): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeUrl(subscriber)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

function footer(subscriber: Subscriber): string {
  const text = subProcessorText(subscriber.language)
  return `<p style="font-size:12px;color:#475569">${escapeHtml(text.unsubscribeFooter)} <a href="${escapeHtml(unsubscribePageUrl(subscriber))}">${escapeHtml(text.unsubscribeLink)}</a></p>`
}

const frame = (parts: string[]) => ['<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a">', ...parts, '</div>'].join('')

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 16px;background:#1a4fb0;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`

/** The double opt-in email: one link that confirms (valid 7 days), and the way out. */
export function confirmationEmail(subscriber: Subscriber, now = Date.now()): EmailInput {
  const text = subProcessorText(subscriber.language)
  return {
    to: subscriber.email,
    subject: text.confirmSubject,
    html: frame([
      `<h1 style="font-size:18px">${escapeHtml(text.confirmHeading)}</h1>`,
      `<p>${escapeMultiline(text.confirmIntro)}</p>`,
      button(confirmUrl(subscriber, now), text.confirmButton),
      `<p>${escapeHtml(text.confirmExpiry)}</p>`,
      footer(subscriber),
    ]),
    headers: unsubscribeHeaders(subscriber),
  }
}

/**
 * The change notice to one confirmed subscriber, in their language: what was added, removed and
 * changed (each with its purpose and data location as listed now, or as it was for a removal),
 * a link to the list, and the way out.
 */
export function noticeEmail(subscriber: Subscriber, changes: ListChanges, before: readonly ListedSubProcessor[], after: readonly ListedSubProcessor[]): EmailInput {
  const language = isLocale(subscriber.language) ? subscriber.language : DEFAULT_LOCALE
  const text = subProcessorText(language)
  const describe = (list: readonly ListedSubProcessor[], name: string) => {
    const entry = list.find((item) => item.name === name)
    if (!entry) return name
    const words = (value: ListedSubProcessor['purpose']) => value[language] || value[DEFAULT_LOCALE] || ''
    return text.entry(entry.name, words(entry.purpose), words(entry.dataLocation))
  }
  const section = (heading: string, names: string[], list: readonly ListedSubProcessor[]) =>
    names.length
      ? `<h2 style="font-size:15px">${escapeHtml(heading)}</h2><ul>${names.map((name) => `<li>${escapeHtml(describe(list, name))}</li>`).join('')}</ul>`
      : ''
  return {
    to: subscriber.email,
    subject: text.noticeSubject,
    html: frame([
      `<h1 style="font-size:18px">${escapeHtml(text.noticeSubject)}</h1>`,
      `<p>${escapeHtml(text.noticeIntro)}</p>`,
      section(text.added, changes.added, after),
      section(text.removed, changes.removed, before),
      section(text.changed, changes.changed, after),
      button(listUrl(language), text.noticeLink),
      footer(subscriber),
    ]),
    headers: unsubscribeHeaders(subscriber),
  }
}

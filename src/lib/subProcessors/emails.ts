import type { EmailInput } from '@/lib/email'
import { escapeHtml } from '@/lib/html'
import { DEFAULT_LOCALE, localeOrDefault } from '@/lib/i18n/locales'
import { emailButton, emailFrame } from '@/lib/optInLists/emails'
import type { ListChanges, ListedSubProcessor } from './diff'
import { listUrl } from './links'
import { subProcessorList } from './list'
import { subProcessorText } from './messages'

type Subscriber = { id: number; email: string; language?: string | null }

/**
 * The change notice to one confirmed subscriber, in their language: what was added, removed and
 * changed (each with its purpose and data location as listed now, or as it was for a removal),
 * a link to the list, and the way out.
 */
export function noticeEmail(
  subscriber: Subscriber,
  changes: ListChanges,
  before: readonly ListedSubProcessor[],
  after: readonly ListedSubProcessor[],
): EmailInput {
  const language = localeOrDefault(subscriber.language)
  const text = subProcessorText(language)
  const describe = (list: readonly ListedSubProcessor[], name: string) => {
    const entry = list.find((item) => item.name === name)
    if (!entry) return name
    const words = (value: ListedSubProcessor['purpose']) =>
      value[language] || value[DEFAULT_LOCALE] || ''
    return text.entry(entry.name, words(entry.purpose), words(entry.dataLocation))
  }
  const section = (heading: string, names: string[], list: readonly ListedSubProcessor[]) =>
    names.length
      ? `<h2 style="font-size:15px">${escapeHtml(heading)}</h2><ul>${names.map((name) => `<li>${escapeHtml(describe(list, name))}</li>`).join('')}</ul>`
      : ''
  return {
    to: subscriber.email,
    subject: text.noticeSubject,
    html: emailFrame([
      `<h1 style="font-size:18px">${escapeHtml(text.noticeSubject)}</h1>`,
      `<p>${escapeHtml(text.noticeIntro)}</p>`,
      section(text.added, changes.added, after),
      section(text.removed, changes.removed, before),
      section(text.changed, changes.changed, after),
      emailButton(listUrl(language), text.noticeLink),
      subProcessorList.unsubscribeFooter(subscriber),
    ]),
    headers: subProcessorList.unsubscribeHeaders(),
    signedLinks: subProcessorList.signedLinksOf(subscriber),
  }
}

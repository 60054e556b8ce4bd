import type { Locale } from '@/lib/i18n/locales'
import type { ListChanges } from './diff'
import { subProcessorText } from './messages'

/** "Sub-processor list updated: added X, Y; removed Z": a notice in one line. */
export function noticeTitle(changes: ListChanges, locale: Locale): string {
  const words = subProcessorText(locale).title
  const parts = (['added', 'removed', 'changed'] as const)
    .filter((kind) => changes[kind].length > 0)
    .map((kind) => `${words[kind]} ${changes[kind].join(', ')}`)
  return parts.length ? `${words.updated}: ${parts.join('; ')}` : words.updated
}

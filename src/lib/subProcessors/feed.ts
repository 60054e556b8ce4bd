import { Feed } from 'feed'
import { xmlText } from '@/lib/blogFeed'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import type { ListedSubProcessor, ListChanges } from './diff'
import { SUB_PROCESSORS_FEED_PATH, SUB_PROCESSORS_PATH } from './links'
import { subProcessorText } from './messages'
import { noticeTitle } from './noticeTitle'

/** How many of the newest notices the feed carries. */
export const FEED_SIZE = 50

export type FeedNotice = ListChanges & {
  id: number
  announcedAt: string
  list: ListedSubProcessor[]
}

export type FeedWords = { feedTitle: string; feedDescription: string }

type FeedInput = {
  notices: FeedNotice[]
  locale: Locale
  serverUrl: string
  brandName: string
  words: FeedWords
}

/** A notice in plain text: each name with its purpose and data location, as the list had it. */
function describe(notice: FeedNotice, before: ListedSubProcessor[], locale: Locale): string {
  const text = subProcessorText(locale)
  const entry = (list: ListedSubProcessor[], name: string) => {
    const found = list.find((item) => item.name === name)
    const words = (value: ListedSubProcessor['purpose']) =>
      value[locale] || value[DEFAULT_LOCALE] || ''
    return found ? text.entry(found.name, words(found.purpose), words(found.dataLocation)) : name
  }
  const lines = [
    [text.added, notice.added, notice.list],
    [text.removed, notice.removed, before],
    [text.changed, notice.changed, notice.list],
  ] as const
  return lines
    .filter(([, names]) => names.length > 0)
    .map(
      ([heading, names, list]) =>
        `${heading}: ${names.map((name) => entry(list, name)).join('; ')}.`,
    )
    .join(' ')
}

/**
 * The sub-processor list's RSS 2.0 feed in one language: one item per notice, newest first, each
 * linking to the list's page, with a guid of its own that never changes.
 */
export function subProcessorFeedXml({
  notices,
  locale,
  serverUrl,
  brandName,
  words,
}: FeedInput): string {
  const url = (path: string) => `${serverUrl}${localizePath(path, locale)}`
  const fill = (text: string) => text.replaceAll('{brand}', brandName)
  const shown = notices.slice(0, FEED_SIZE)
  const feed = new Feed({
    title: xmlText(fill(words.feedTitle)),
    description: xmlText(fill(words.feedDescription)),
    id: url(SUB_PROCESSORS_PATH),
    link: url(SUB_PROCESSORS_PATH),
    language: locale,
    feedLinks: { rss: url(SUB_PROCESSORS_FEED_PATH) },
    // The newest notice's moment, so the same notices always give the same document.
    updated: shown[0] ? new Date(shown[0].announcedAt) : undefined,
    generator: false,
  })
  shown.forEach((notice, index) => {
    feed.addItem({
      title: xmlText(noticeTitle(notice, locale)),
      link: url(SUB_PROCESSORS_PATH),
      guid: `${url(SUB_PROCESSORS_PATH)}#notice-${notice.id}`,
      description: xmlText(describe(notice, notices[index + 1]?.list ?? [], locale)),
      date: new Date(notice.announcedAt),
    })
  })
  return feed.rss2()
}

import { Feed } from 'feed'
import type { Metadata } from 'next'
import { BLOG_FEED_PATH, BLOG_PATH } from '@/lib/blogUrls'
import { blogPostUrl } from '@/lib/documentUrls'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import type { BlogPostSummary } from '@/lib/wordpress/types'

/** How many of the newest posts the feed carries. */
export const FEED_SIZE = 20

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'

/** The feed's words in the page's language (the blog's messages), which the route hands over. */
export type FeedWords = { feedTitle: string; description: string }

/** The feed's name: its words' "The {brand} blog" with the brand. */
export function blogFeedTitle(words: Pick<FeedWords, 'feedTitle'>, brandName: string): string {
  return words.feedTitle.replace('{brand}', brandName)
}

/**
 * A WordPress date as a moment: WordPress writes its dates without a zone, `date_gmt` in UTC and
 * `date` in the site's own time, so the first is read as UTC and the second stands in for it.
 */
export function wordpressMoment(post: Pick<BlogPostSummary, 'date' | 'dateGmt'>): Date | null {
  const value = post.dateGmt || post.date
  const moment = new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`)
  return Number.isNaN(moment.getTime()) ? null : moment
}

/**
 * Text as XML 1.0 can carry it: no control characters it forbids, and no `]]>`, which would end
 * the CDATA section the feed library writes titles and descriptions in.
 */
export function xmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replaceAll(']]>', ']] >')
}

type FeedInput = {
  posts: BlogPostSummary[]
  locale: Locale
  serverUrl: string
  brandName: string
  words: FeedWords
}

/**
 * The blog's RSS 2.0 feed in one language: the newest posts (at most FEED_SIZE), each linking to
 * its page on this site, which is also its permanent guid; the description is the plain-text excerpt.
 */
export function blogFeedXml({ posts, locale, serverUrl, brandName, words }: FeedInput): string {
  const url = (path: string) => `${serverUrl}${localizePath(path, locale)}`
  const items = posts.slice(0, FEED_SIZE).flatMap((post) => {
    const date = wordpressMoment(post)
    return date ? [{ post, date }] : []
  })
  const feed = new Feed({
    title: blogFeedTitle(words, brandName),
    description: words.description,
    id: url(BLOG_PATH),
    link: url(BLOG_PATH),
    language: locale,
    feedLinks: { rss: url(BLOG_FEED_PATH) },
    // The newest post's date, so the same posts always give the same document.
    updated: items[0]?.date,
    generator: false,
  })
  for (const { post, date } of items) {
    // No guid or id given: the library then writes the link as a permalink guid.
    feed.addItem({
      title: xmlText(post.title),
      link: url(blogPostUrl(post.slug)),
      description: xmlText(post.excerpt),
      date,
    })
  }
  return feed.rss2()
}

/** What a blog page adds to its metadata's `alternates` so that browsers and readers find the feed. */
export function blogFeedAlternates(
  locale: Locale,
  serverUrl: string,
  brandName: string,
  words: Pick<FeedWords, 'feedTitle'>,
): NonNullable<Metadata['alternates']>['types'] {
  return {
    'application/rss+xml': [
      {
        url: `${serverUrl}${localizePath(BLOG_FEED_PATH, locale)}`,
        title: blogFeedTitle(words, brandName),
      },
    ],
  }
}

import { contentMessages } from '@/components/content/messages'
import { blogFeedXml, FEED_SIZE, RSS_CONTENT_TYPE } from '@/lib/blogFeed'
import { getSiteSettings } from '@/data/content'
import { env } from '@/lib/env'
import { isLocale } from '@/lib/i18n/locales'
import { getLatestPosts } from '@/data/wordpress'

/**
 * The blog's RSS feed, `/resources/blog/rss.xml` and `/es/resources/blog/rss.xml`. Cached like
 * the listing, for as long as its post list is (30 minutes). While WordPress fails, the feed
 * cached before keeps being served; with none cached, a 503 that no cache keeps
 * (cache-handler/cacheRules.mjs), so the next request tries WordPress again.
 */
export const revalidate = 1800
export const dynamicParams = true
export function generateStaticParams(): { lang: string }[] {
  return []
}

/** When a feed reader may try again after a 503, in seconds. */
const RETRY_AFTER = 300

type Context = { params: Promise<{ lang: string }> }

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang))
    return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
  let posts: Awaited<ReturnType<typeof getLatestPosts>>
  try {
    posts = await getLatestPosts(FEED_SIZE)
  } catch (error) {
    console.error(
      '[blog feed] WordPress failed; answering 503:',
      error instanceof Error ? error.message : error,
    )
    return new Response('The blog is unavailable for a moment.', {
      status: 503,
      headers: {
        'cache-control': 'no-store',
        'retry-after': String(RETRY_AFTER),
        'content-type': 'text/plain; charset=utf-8',
      },
    })
  }
  const settings = await getSiteSettings(lang)
  const xml = blogFeedXml({
    posts,
    locale: lang,
    serverUrl: env.serverUrl,
    brandName: settings.brandName,
    words: contentMessages(lang).blog,
  })
  return new Response(xml, { headers: { 'content-type': RSS_CONTENT_TYPE } })
}

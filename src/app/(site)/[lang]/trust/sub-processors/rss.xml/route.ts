import { contentMessages } from '@/components/content/messages'
import { RSS_CONTENT_TYPE } from '@/lib/blogFeed'
import { getSiteSettings } from '@/data/content'
import { env } from '@/lib/env'
import { isLocale } from '@/lib/i18n/locales'
import { subProcessorFeedXml } from '@/lib/subProcessors/feed'
import { getSubProcessorNotices } from '@/data/subProcessors/readNotices'

/**
 * The sub-processor list's changes as RSS, `/trust/sub-processors/rss.xml` and
 * `/es/trust/sub-processors/rss.xml`: one item per notice. Written on each request from the
 * notices' cached read (as the sitemap is), whose tag the job that stores a notice expires; a
 * route's own cached copy would not follow that tag.
 */
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ lang: string }> }

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { lang } = await params
  if (!isLocale(lang))
    return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const [notices, settings] = await Promise.all([getSubProcessorNotices(), getSiteSettings(lang)])
  const xml = subProcessorFeedXml({
    notices,
    locale: lang,
    serverUrl: env.serverUrl,
    brandName: settings.brandName,
    words: contentMessages(lang).subProcessors,
  })
  return new Response(xml, { headers: { 'content-type': RSS_CONTENT_TYPE } })
}

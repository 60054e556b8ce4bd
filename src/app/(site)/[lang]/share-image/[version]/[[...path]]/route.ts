import { isLocale } from '@/lib/i18n/locales'
import { shareImagePath, shareImageVersion } from '@/lib/shareImage/address'
import { renderShareImage } from '@/components/shareImage/render'
import { shareImageSubject } from '@/data/shareImage/subject'

type Context = { params: Promise<{ lang: string; version: string; path?: string[] }> }

// Asked each time which version is current (through the page's tagged, cached reads, so a
// publish shows at once); the drawing itself is cached by title (src/components/shareImage/render.tsx).
export const dynamic = 'force-dynamic'

const NOT_STORED = { 'cache-control': 'no-store' }

/**
 * The share image (og:image, twitter:image) of the page at `path` in `lang`. The version in the
 * URL is a hash of what the image shows: an older one (the title has changed since) or an
 * invented one is sent to the current URL.
 */
export async function GET(_request: Request, { params }: Context) {
  const { lang, version, path = [] } = await params
  const subject = isLocale(lang) ? await shareImageSubject(lang, path) : null
  if (!subject) return new Response('Not found', { status: 404, headers: NOT_STORED })
  if (version !== shareImageVersion(subject)) {
    return new Response(null, {
      status: 307,
      headers: { ...NOT_STORED, location: shareImagePath(subject) },
    })
  }
  return renderShareImage(subject)
}

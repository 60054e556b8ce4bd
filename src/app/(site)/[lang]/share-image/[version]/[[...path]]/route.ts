import { isLocale } from '@/lib/i18n/locales'
import { shareImagePath, shareImageVersion } from '@/lib/shareImage/address'
import { renderShareImage } from '@/lib/shareImage/render'
import { shareImageSubject } from '@/lib/shareImage/subject'

type Context = { params: Promise<{ lang: string; version: string; path?: string[] }> }

// Rendered on first request and then cached like the page it shows (the same tagged reads
// expire both on publish); a version other than the current one is never stored (no-store).
export const dynamicParams = true
export function generateStaticParams(): { version: string; path: string[] }[] {
  return []
}

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
    return new Response(null, { status: 307, headers: { ...NOT_STORED, location: shareImagePath(subject) } })
  }
  return renderShareImage(subject)
}

import { NextResponse, type NextRequest } from 'next/server'
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, PREFIXED_LOCALES } from './locales'

/**
 * Paths that live outside the `[lang]` segment and must reach Next untouched: Payload's admin
 * and API, Next's own files, the metadata routes, files in public/ and the preview plumbing.
 */
const UNLOCALIZED = [
  /^\/(cms|api|_next)(\/|$)/,
  /^\/(icon\.svg|sitemap\.xml|robots\.txt|og-default\.png|blog-placeholder\.svg)$/,
  /^\/next\/(preview|exit-preview|revalidate)$/,
]

export function isLocalizedPath(pathname: string): boolean {
  return !UNLOCALIZED.some((pattern) => pattern.test(pathname))
}

/** The `[lang]` route a public path is served from: `/pricing` → `/en/pricing`, `/es/x` → itself. */
export function internalPath(pathname: string): string {
  const first = pathname.split('/')[1]
  if (isLocale(first) && first !== DEFAULT_LOCALE) return pathname
  return `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`
}

/**
 * English keeps its URLs (rewritten, never redirected, onto `/en/...`); other languages are
 * served at their prefix. A visitor who chose Spanish with the switcher is sent from `/` to
 * `/es`; crawlers carry no cookie, so they see both. Answers undefined for paths it leaves alone.
 */
export function localeProxy(request: NextRequest): NextResponse | undefined {
  const { pathname } = request.nextUrl
  if (!isLocalizedPath(pathname)) return undefined
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value
  if (pathname === '/' && isLocale(chosen) && (PREFIXED_LOCALES as string[]).includes(chosen)) {
    const url = request.nextUrl.clone()
    url.pathname = `/${chosen}`
    return NextResponse.redirect(url, 307)
  }
  const url = request.nextUrl.clone()
  url.pathname = internalPath(pathname)
  return NextResponse.rewrite(url)
}

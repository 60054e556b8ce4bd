import { inSection, isLanguagePage, isNeverCached, SECTIONS } from '../../../config/paths.mjs'
import { localeOfPath, localizePath } from '@/lib/i18n/paths'
import { LOCALES } from '@/lib/i18n/locales'

/**
 * What the service worker (serviceWorker.ts) keeps for a visitor without a connection, and what
 * it never keeps. Pure functions of a request's and a response's parts, so they are tested
 * without a browser.
 */

/** The page shown for a page that is neither reachable nor kept. */
export const OFFLINE_PAGE = '/offline'

/** Kept from the moment the worker installs: the install fails without them. */
const ESSENTIAL_PAGES = ['/recovery-support', OFFLINE_PAGE]
/** Kept too, when they can be fetched at install; a visit keeps them otherwise. */
const FORM_AND_HOME_PAGES = ['/', '/demo', '/quote', '/contact']

const inEveryLanguage = (paths: string[]) =>
  paths.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)))

/** The recovery application and the offline page, in every language. */
export const ESSENTIAL_PATHS = inEveryLanguage(ESSENTIAL_PAGES)
/** The other form pages and the home page, in every language. */
export const KEPT_PATHS = inEveryLanguage(FORM_AND_HOME_PAGES)

/** Other pages a visitor opened are kept too, the most recent this many. */
export const VISITED_PAGES_LIMIT = 40

/** The offline page in the language of `pathname`. */
export function offlinePageFor(pathname: string): string {
  return localizePath(OFFLINE_PAGE, localeOfPath(pathname))
}

type RequestParts = {
  method: string
  url: string
  headers: { get(name: string): string | null }
}

type ResponseParts = {
  status: number
  type?: string
  headers: { get(name: string): string | null }
}

/** An RSC request of Next's client router: its answer is a payload for one build, not a page. */
function isRscRequest({ url, headers }: RequestParts): boolean {
  return headers.get('RSC') === '1' || new URL(url).searchParams.has('_rsc')
}

/** Next's own content-hashed files: they never change, so they may come from the cache first. */
export function isImmutableAsset(url: string): boolean {
  return new URL(url).pathname.startsWith(`/${SECTIONS.nextFiles}/static/`)
}

/**
 * Whether the worker may answer `request` from, or keep it in, its cache: a GET of our own
 * origin, not an RSC request, and neither the CMS, the API, the review page, the plumbing, search
 * results, draft links nor trust documents' download links (isNeverCached, as Varnish passes
 * them). Everything else goes to the network untouched.
 */
export function mayCacheRequest(request: RequestParts, origin: string): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  if (url.origin !== origin || isRscRequest(request)) return false
  if (isImmutableAsset(request.url)) return true
  return isLanguagePage(url.pathname) && !isNeverCached(url.pathname)
}

/** Whether a page is the worker's at all (the CMS, the API and the plumbing are never touched). */
export function isSiteNavigation(pathname: string): boolean {
  const { cms, api, plumbing, nextFiles } = SECTIONS
  return ![cms, api, plumbing, nextFiles].some((segment) => inSection(pathname, segment))
}

/**
 * Whether a response may be kept: a whole 200 of our own origin that no one marked as one
 * person's (`private`, `no-store`, a cookie set).
 */
export function mayCacheResponse(response: ResponseParts): boolean {
  if (response.status !== 200) return false
  if (response.type !== undefined && response.type !== 'basic') return false
  if (response.headers.get('Set-Cookie') !== null) return false
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase()
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl)
}

/** The build's scripts and stylesheets a page's HTML names, to keep with the page. */
export function assetsOf(html: string): string[] {
  const found = html.matchAll(/["'(](\/_next\/static\/[^"'()\s\\]+)/g)
  return [...new Set([...found].map((match) => match[1]))]
}

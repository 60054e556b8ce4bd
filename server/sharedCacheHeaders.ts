/**
 * What a shared cache in front (Varnish, deploy/varnish/default.vcl) may store, said in each
 * response's headers. Next marks a cached page `s-maxage=…, stale-while-revalidate=…`; a visitor's
 * copy of such a page becomes `public` and, with VARNISH_PURGE_URL set, names the cache tags of
 * what it shows in `xkey`, which Varnish indexes so a publish can invalidate exactly those pages.
 * Staff sessions, draft mode, the CMS, the API, the review page and every error are never stored.
 */
import type http from 'node:http'
import { SESSION_COOKIE } from '../src/lib/staffBar/inject'
import { localizedPagePath } from './localeRoutes.mjs'

export const PRIVATE = 'private, no-store'
// Draft mode's cookies and a staff session.
const PERSONAL_COOKIES = new RegExp(
  `(?:^|;\\s*)(?:__prerender_bypass|__next_preview_data|${SESSION_COOKIE})=`,
)
// The CMS, its API (but for uploaded media), the review page and Next's preview plumbing answer per person.
const PRIVATE_PATHS =
  /^\/(?:cms|next)(?:\/|$)|^\/api(?!\/media\/file\/)(?:\/|$)|^\/(?:[a-z]{2}\/)?admin(?:\/|$)/
const SHARED = /\bs-maxage=(\d+)/
const STALE = /\bstale-while-revalidate=(\d+)/

type TagsOf = (languagePath: string) => Promise<string[] | null>

/** Whether the response to this request may be kept by a cache shared between visitors. */
export function mayBeShared(
  req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>,
): boolean {
  const pathname = (req.url ?? '/').split('?')[0]
  if (pathname.startsWith('/_next/')) return true
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  return !PRIVATE_PATHS.test(pathname) && !PERSONAL_COOKIES.test(req.headers.cookie ?? '')
}

/** The Cache-Control a shared cache gets for Next's, given the status and whether the page's tags are known. */
export function sharedCacheControl(nextValue: string, status: number, tagsKnown: boolean): string {
  const shared = SHARED.exec(nextValue)
  if (status >= 400) return /\b(?:s-maxage|max-age)=[1-9]/.test(nextValue) ? 'no-store' : nextValue
  if (!shared) return nextValue
  // Stored without tags, a page could not be invalidated on publish: better not stored at all.
  if (!tagsKnown) return PRIVATE
  const stale = STALE.exec(nextValue)
  return `public, s-maxage=${shared[1]}${stale ? `, stale-while-revalidate=${stale[1]}` : ''}`
}

/** Runs `hook` on the arguments of `res.writeHead` (Node's implicit write passes the status too). */
function beforeHead(res: http.ServerResponse, hook: (status: number) => void) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    hook(typeof args[0] === 'number' ? args[0] : res.statusCode)
    return writeHead(...args)
  }) as typeof res.writeHead
}

/**
 * Sets the shared-cache headers of `res` as it is written. `tagsOf` (the app's /api/cache-tags)
 * is asked only when tags are wanted (a Varnish in front) and the page may be shared.
 */
export async function sharedCacheHeaders(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  tagsOf: TagsOf | null,
): Promise<void> {
  if (!mayBeShared(req)) {
    beforeHead(res, () => res.setHeader('cache-control', PRIVATE))
    return
  }
  const languagePath = tagsOf && localizedPagePath((req.url ?? '/').split('?')[0])
  const tags = languagePath ? await tagsOf(languagePath) : null
  beforeHead(res, (status) => {
    const nextValue = String(res.getHeader('cache-control') ?? '')
    if (!nextValue) return
    res.setHeader(
      'cache-control',
      sharedCacheControl(nextValue, status, !tagsOf || Boolean(tags?.length)),
    )
    if (tags?.length && SHARED.test(nextValue) && status < 400)
      res.setHeader('xkey', tags.join(' '))
  })
}

/** The tags of a page, from the app's own route; null (and a log line) when it cannot say. */
export function cacheTagsFromApp(origin: string): TagsOf {
  return async (languagePath) => {
    try {
      const response = await fetch(
        `${origin}/api/cache-tags?page=${encodeURIComponent(languagePath)}`,
        { signal: AbortSignal.timeout(2_000) },
      )
      if (response.status === 404 || response.status === 400) return null
      if (!response.ok) throw new Error(`answered ${response.status}`)
      return ((await response.json()) as { tags: string[] }).tags
    } catch (error) {
      console.warn(
        `[server] cache tags of ${languagePath} unavailable (${(error as Error).message}); sent uncached`,
      )
      return null
    }
  }
}

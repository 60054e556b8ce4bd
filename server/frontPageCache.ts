/**
 * Cached pages answered before Next's request pipeline. A profile of a cache hit (README,
 * "Performance") spread the time over Next's router, its rewrites matched twice, a cache handler
 * made per request, the route module and a gzip of the whole page on every response: no one
 * part worth removing on its own. This answers a plain visitor's GET for a page the cache holds
 * fresh with the very response Next gave for that cache entry, compressed once.
 *
 * Next's own page cache stays the judge: each request asks it (with its tags, its revalidate
 * times, Redis when instances share it) whether the entry is still fresh and whether it is the
 * entry the copy was taken from. Anything else (stale, missing, a draft, a staff member, a
 * client-side navigation, a query, another method) goes to Next, which does what it always did;
 * only a 404 asked for again within half a second is answered from its first render
 * (recentNotFound).
 */
import { readFileSync } from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { SESSION_COOKIE } from '../src/lib/staffBar/inject'
import { acceptsCoding } from './acceptEncoding'
import { blogViewPage } from './blogRewrites.mjs'
import { LOCALE_COOKIE, localizedPagePath } from './localeRoutes.mjs'
import { recentNotFound } from './recentNotFound'
import { chunkBytes, copiedHeaders, type CopiedHeaders } from './responseCopy'

/** What Next's IncrementalCache.get answers (next/dist/server/lib/incremental-cache). */
type CacheEntry = { isStale?: boolean | -1; revalidateAfter?: number | false; value?: { kind?: string } | null }
type Owner = { kind: 'APP_PAGE'; sourceRoute: string }
type LookUp = { kind: 'APP_PAGE'; isRoutePPREnabled: boolean; isFallback: boolean; route: Owner }
type IncrementalCache = { get(key: string, ctx: LookUp): Promise<CacheEntry | null> }
type NodeServer = { getIncrementalCache(options: { requestHeaders: Record<string, never> }): Promise<IncrementalCache> }
/** The custom-server handle `next()` returns; `server` is its render server (not in Next's types). */
export type NextApp = { server: { getServer(): Promise<NodeServer> } }

type Copy = { stamp: number; headers: CopiedHeaders; body: Buffer; gzip: Buffer }

const MAX_PAGES = 500
// Requests of Next's client router and server actions: they want the RSC payload, not the page.
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']
// Draft mode and a staff session (the staff bar).
const PERSONAL_COOKIES = new RegExp(`(?:^|;\\s*)(?:__prerender_bypass|__next_preview_data|${SESSION_COOKIE})=`)
// A chosen language: `/` redirects on it (server/localeRoutes.mjs).
const LANGUAGE_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=`)
const PLAIN_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/

const specificity = (pattern: string) => pattern.split('/').filter((segment) => segment && !segment.startsWith('[')).length

/**
 * The app page that renders each path, from the build's app-paths manifest: Next keys a page's
 * cache entry by the page as well as the path. As Next matches, a static segment beats a
 * parameter and the optional catch-all comes last.
 */
export function pageMatcher(pages: string[]): (pathname: string) => string | null {
  const routes = pages
    .filter((page) => page.endsWith('/page'))
    .map((page) => {
      const pattern = page.split('/').filter((segment) => !/^\(.*\)$/.test(segment)).slice(0, -1).join('/')
      const source = pattern
        .split('/')
        .slice(1)
        .map((segment) => (segment.startsWith('[[...') ? '(?:/[^/]+)*' : segment.startsWith('[...') ? '(?:/[^/]+)+' : segment.startsWith('[') ? '/[^/]+' : `/${segment}`))
        .join('')
      return { page, specificity: specificity(pattern), catchAll: pattern.includes('[...') || pattern.includes('[[...'), regex: new RegExp(`^${source}$`) }
    })
    .sort((a, b) => Number(a.catchAll) - Number(b.catchAll) || b.specificity - a.specificity)
  return (pathname) => routes.find((route) => route.regex.test(pathname))?.page ?? null
}

const builtPages = (distDir: string) => Object.keys(JSON.parse(readFileSync(path.join(distDir, 'server/app-paths-manifest.json'), 'utf8')) as Record<string, string>)

/** The page cache key of a request this layer may answer, or null. */
export function frontCacheKey(req: Pick<http.IncomingMessage, 'method' | 'url' | 'headers'>): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const [pathname, query] = (req.url ?? '/').split(/\?(.*)/s, 2)
  if (!PLAIN_PATH.test(pathname)) return null
  if (ROUTER_HEADERS.some((header) => req.headers[header] !== undefined)) return null
  if (PERSONAL_COOKIES.test(req.headers.cookie ?? '')) return null
  if (pathname === '/' && LANGUAGE_COOKIE.test(req.headers.cookie ?? '')) return null
  // A query is left to Next, but for the blog listing's views, whose rewrites it decides.
  return query === undefined ? localizedPagePath(pathname) : blogViewPage(pathname, query)
}

/** Whether an Accept-Encoding header takes gzip: named or `*`, unless gzip's quality is 0. */
export const acceptsGzip = (header: string | string[] | undefined) => acceptsCoding(header, 'gzip')

function send(req: http.IncomingMessage, res: http.ServerResponse, copy: Copy) {
  const gzip = acceptsGzip(req.headers['accept-encoding'])
  const body = gzip ? copy.gzip : copy.body
  res.statusCode = 200
  for (const [name, value] of copy.headers) res.setHeader(name, value)
  if (gzip) res.setHeader('content-encoding', 'gzip')
  res.setHeader('content-length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

function withAcceptEncodingInVary(headers: http.OutgoingHttpHeaders): Copy['headers'] {
  const kept = copiedHeaders(headers)
  const vary = kept.find(([name]) => name === 'vary')
  if (!vary) kept.push(['vary', 'Accept-Encoding'])
  else if (!/accept-encoding/i.test(String(vary[1]))) vary[1] = `${vary[1]}, Accept-Encoding`
  return kept
}

/**
 * Lets Next answer, holding its response back: a cache hit (HTML, 200) becomes the copy for
 * `stamp` and is sent from it; anything else is sent exactly as Next made it.
 */
async function copyFromNext(req: http.IncomingMessage, res: http.ServerResponse, next: () => Promise<void>, keep: (copy: Copy) => void, stamp: number) {
  const acceptEncoding = req.headers['accept-encoding']
  delete req.headers['accept-encoding'] // the copy is taken uncompressed
  const chunks: Buffer[] = []
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let ended!: () => void
  const done = new Promise<void>((resolve) => (ended = resolve))
  const collect = (chunk: unknown, encoding?: unknown) => {
    const bytes = chunkBytes(chunk, encoding)
    if (bytes) chunks.push(bytes)
  }
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status
    const headers = rest.find((item) => item && typeof item === 'object') as http.OutgoingHttpHeaders | undefined
    for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value)
    return res
  }) as typeof res.writeHead
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding)
    const cb = [encoding, callback].find((item) => typeof item === 'function') as (() => void) | undefined
    cb?.()
    return true
  }) as typeof res.write
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding)
    const cb = [chunk, encoding, callback].find((item) => typeof item === 'function') as (() => void) | undefined
    ended()
    cb?.()
    return res
  }) as typeof res.end
  const handled = next()
  try {
    // A handler that fails before it answers rejects here, and the server's own 500 goes out.
    await Promise.race([done, handled.then(() => done)])
  } finally {
    Object.assign(res, original)
    req.headers['accept-encoding'] = acceptEncoding
  }
  const body = Buffer.concat(chunks)
  const headers = res.getHeaders()
  const hit = res.statusCode === 200 && headers['x-nextjs-cache'] === 'HIT' && String(headers['content-type']).startsWith('text/html')
  if (hit && req.method === 'GET') {
    const copy = { stamp, headers: withAcceptEncodingInVary(headers), body, gzip: gzipSync(body) }
    keep(copy)
    send(req, res, copy)
  } else {
    // Not a page hit: Next's answer as it was (uncompressed; such answers are rare here).
    res.end(body)
  }
  await handled
}

export function frontPageCache(app: NextApp, distDir = path.resolve('.next')) {
  const pageOf = pageMatcher(builtPages(distDir))
  // The paths Next has answered with a cacheable page, with their copy once taken. Only these
  // are looked up: a lookup that misses the memory goes to the disk, and every unknown path (a
  // 404) would pay for it.
  const pages = new Map<string, Copy | null>()
  const remember = (key: string, copy: Copy | null) => {
    pages.delete(key)
    pages.set(key, copy)
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string)
  }
  // Next makes one per request; for a page lookup it holds nothing of the request's own.
  let incrementalCache: Promise<IncrementalCache> | undefined
  const knownAfter = async (key: string, res: http.ServerResponse, next: () => Promise<void>) => {
    await next()
    if (res.statusCode === 200 && res.getHeader('x-nextjs-cache') !== undefined) remember(key, null)
  }

  // A 404 is only ever rendered for a path Next has not answered with a page.
  const notFound = recentNotFound()

  /** Answers `req` itself or through `next` (Next's handler); resolves when the answer is sent. */
  return async function serve(req: http.IncomingMessage, res: http.ServerResponse, next: () => Promise<void>): Promise<void> {
    const key = frontCacheKey(req)
    const page = key && pageOf(key)
    if (!key || !page) return next()
    if (!pages.has(key)) {
      if (notFound.answer(key, req, res)) return
      notFound.watch(key, req, res)
      return knownAfter(key, res, next)
    }
    incrementalCache ??= app.server.getServer().then((server) => server.getIncrementalCache({ requestHeaders: {} }))
    const cache = await incrementalCache
    const route: Owner = { kind: 'APP_PAGE', sourceRoute: page }
    const entry = await cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, route })
    const stamp = entry?.revalidateAfter
    if (!entry || entry.isStale || entry.value?.kind !== 'APP_PAGE' || typeof stamp !== 'number') return next()
    const copy = pages.get(key)
    if (copy?.stamp === stamp) return send(req, res, copy)
    if (req.method !== 'GET') return next()
    return copyFromNext(req, res, next, (taken) => remember(key, taken), stamp)
  }
}

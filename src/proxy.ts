import { NextResponse, type NextRequest } from 'next/server'
import { localizedPagePath } from '../config/localeRoutes.mjs'
import {
  isDraftLinkPage,
  isLanguagePage,
  isTaggedPage,
  UNCACHED_COOKIES,
} from '../config/paths.mjs'
import { pagePolicy } from '../config/securityHeaders.mjs'
import { rememberedAnalyticsOrigins } from '@/lib/analytics/rememberedOrigins'
import { env } from '@/lib/env'
import { localeOfPath } from '@/lib/i18n/paths'

/**
 * A draft link (`/draft/<token>`, `/es/draft/<token>`) that opens nothing (unknown, expired,
 * revoked, another language's, or its document deleted) is answered 410 Gone: the request goes
 * on to the page with that status, and the page draws the "expired" message in the site's
 * chrome. A page cannot set its own status; the proxy can.
 */
async function answerDraftLink(request: NextRequest): Promise<NextResponse> {
  const locale = localeOfPath(request.nextUrl.pathname)
  const token = request.nextUrl.pathname.split('/').filter(Boolean).at(-1) ?? ''
  // Loaded only for draft links: the CMS client is heavy to bring into the proxy.
  const [{ getPayloadClient }, { opensDraft }] = await Promise.all([
    import('@/data/payload'),
    import('@/lib/draftLinks/open'),
  ])
  if (await opensDraft(await getPayloadClient(), token, locale)) return NextResponse.next()
  // Not a rewrite: the proxy sees the host as `localhost`, so a rewrite onto the same path can
  // name another origin than the server's and be proxied back to it, again and again.
  return NextResponse.next({ status: 410 })
}

/**
 * Names the cache tags of what a page shows in `xkey`, the header Varnish indexes
 * (deploy/varnish/default.vcl), so that a publish invalidates exactly the pages showing what
 * changed, for requests Varnish forwards (they say `x-cache-tags-wanted`) when the app knows of
 * that Varnish (VARNISH_PURGE_URL). The tags come from the same tagged data cache the page's own
 * reads use. Every page's policy also names the chosen analytics tool (withAnalyticsPolicy).
 */
export async function proxy(request: NextRequest) {
  if (isDraftLinkPage(request.nextUrl.pathname))
    return withAnalyticsPolicy(request, await answerDraftLink(request))
  return withAnalyticsPolicy(request, await nameCacheTags(request))
}

/**
 * A page's Content-Security-Policy also allows the analytics tool chosen in Site settings, when
 * there is one (the server sets the policy without it on every response). The origins come from
 * the database, remembered in the process (src/lib/analytics/rememberedOrigins.ts): the proxy's
 * data cache is not the one a publish expires, so a tagged read would keep an old policy beside
 * a new page. Varnish stores the page with the policy it came with, and a change of settings
 * purges both.
 */
async function withAnalyticsPolicy(
  request: NextRequest,
  response: NextResponse,
): Promise<NextResponse> {
  if (!isLanguagePage(request.nextUrl.pathname)) return response
  const origins = await rememberedAnalyticsOrigins(readAnalyticsOrigins).catch((error: unknown) => {
    // Without the settings the page is drawn without the banner too: the server's policy stands.
    console.warn('[proxy] analytics settings unavailable:', (error as Error).message)
    return []
  })
  if (origins.length) response.headers.set('Content-Security-Policy', pagePolicy(origins))
  return response
}

async function readAnalyticsOrigins(): Promise<string[]> {
  // Loaded on first use: the CMS client is heavy to bring into the proxy.
  const [{ readConsentSettingsNow }, { analyticsOrigins }] = await Promise.all([
    import('@/data/content'),
    import('@/lib/analytics/providers'),
  ])
  return analyticsOrigins((await readConsentSettingsNow())?.analytics ?? null)
}

async function nameCacheTags(request: NextRequest): Promise<NextResponse> {
  if (!env.varnishPurgeUrl || !request.headers.has('x-cache-tags-wanted'))
    return NextResponse.next()
  // Varnish passes staff sessions and draft mode: their pages are never stored, so need no tags.
  if (UNCACHED_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next()
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next()
  if (!isTaggedPage(request.nextUrl.pathname)) return NextResponse.next()
  const languagePath = localizedPagePath(request.nextUrl.pathname)
  if (!languagePath) return NextResponse.next()
  // Loaded only when a Varnish is in front: the CMS client is heavy to bring into the proxy.
  const { pageCacheTags } = await import('@/data/pageCacheTags')
  const tags = await pageCacheTags(languagePath).catch((error: unknown) => {
    // Without its tags a page cannot be invalidated on publish, so Varnish does not store it.
    console.warn(`[proxy] cache tags of ${languagePath} unavailable:`, (error as Error).message)
    return null
  })
  const response = NextResponse.next()
  if (tags?.length) response.headers.set('xkey', tags.join(' '))
  return response
}

export const config = {
  // Pages, draft links included: not the CMS, the API, Next's files, static files. Next reads the
  // matcher without running this module, so it must be literal: it only narrows what reaches the
  // proxy, and isDraftLinkPage, isTaggedPage and isLanguagePage (config/paths.mjs) decide.
  matcher: ['/((?!_next/|api/|api$|cms|next/|admin|[^?]*\\.[a-z0-9]+$).*)'],
}

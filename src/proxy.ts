import { NextResponse, type NextRequest } from 'next/server'
import { localizedPagePath } from '../config/localeRoutes.mjs'
import { isDraftLinkPage, isTaggedPage } from '../config/paths.mjs'

/**
 * A draft link (`/draft/<token>`, `/es/draft/<token>`) that opens nothing (unknown, expired,
 * revoked, another language's, or its document deleted) is answered 410 Gone: the request goes
 * on to the page with that status, and the page draws the "expired" message in the site's
 * chrome. A page cannot set its own status; the proxy can.
 */
async function answerDraftLink(request: NextRequest): Promise<NextResponse> {
  const segments = request.nextUrl.pathname.split('/').filter(Boolean)
  const locale = segments[0] === 'es' ? 'es' : 'en'
  const token = segments.at(-1) ?? ''
  // Loaded only for draft links: the CMS client is heavy to bring into the proxy.
  const [{ getPayloadClient }, { opensDraft }] = await Promise.all([import('@/lib/payload'), import('@/lib/draftLinks/open')])
  if (await opensDraft(await getPayloadClient(), token, locale)) return NextResponse.next()
  // Not a rewrite: the proxy sees the host as `localhost`, so a rewrite onto the same path can
  // name another origin than the server's and be proxied back to it, again and again.
  return NextResponse.next({ status: 410 })
}

/**
 * Names the cache tags of what a page shows in `xkey`, the header Varnish indexes
 * (deploy/varnish/default.vcl), so that a publish invalidates exactly the pages showing what
 * changed. Next runs it only for requests Varnish forwards (they say `x-cache-tags-wanted`), and
 * it works only when the app knows of that Varnish (VARNISH_PURGE_URL): a visitor's request to
 * `npm start` alone does not run it at all. The tags come from the same tagged data cache the
 * page's own reads use.
 */
export async function proxy(request: NextRequest) {
  if (isDraftLinkPage(request.nextUrl.pathname)) return answerDraftLink(request)
  if (!process.env.VARNISH_PURGE_URL) return NextResponse.next()
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next()
  if (!isTaggedPage(request.nextUrl.pathname)) return NextResponse.next()
  const languagePath = localizedPagePath(request.nextUrl.pathname)
  if (!languagePath) return NextResponse.next()
  // Loaded only when a Varnish is in front: the CMS client is heavy to bring into the proxy.
  const { pageCacheTags } = await import('@/lib/pageCacheTags')
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
  // Pages read by visitors through Varnish: not the CMS, the API, Next's files, static files, nor
  // a staff session or draft mode (Varnish passes those; their pages are never stored). Next reads
  // the matcher without running this module, so it must be literal: it only narrows what reaches
  // the proxy, and isTaggedPage (config/paths.mjs) decides.
  matcher: [
    {
      source: '/((?!_next/|api/|api$|cms|next/|admin|[^?]*\\.[a-z0-9]+$).*)',
      has: [{ type: 'header', key: 'x-cache-tags-wanted' }],
      missing: [
        { type: 'cookie', key: 'payload-token' },
        { type: 'cookie', key: '__prerender_bypass' },
      ],
    },
    // Draft links, whoever asks: the proxy answers those that open nothing with 410.
    '/draft/:token',
    '/es/draft/:token',
  ],
}

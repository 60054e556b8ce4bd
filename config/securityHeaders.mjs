/**
 * The response headers every route carries, and the hosts the image optimizer may fetch from.
 * Plain JavaScript because next.config.mjs imports it; tests import it too.
 */

import { inSection, isDocumentLinkPage, isNoindex, SECTIONS } from './paths.mjs'

/** @typedef {Record<string, string | undefined>} Env */

function originOf(url) {
  if (!url?.trim()) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

/** The WordPress host of WORDPRESS_API_URL: the blog's media library. */
export function wordpressOrigin(apiUrl = process.env.WORDPRESS_API_URL) {
  return originOf(apiUrl)
}

/**
 * Where the browser may load images from besides our own origin: the WordPress host, the
 * clients listing's host (the schools' logos), and EXTRA_IMAGE_ORIGINS (comma-separated, for
 * example Gravatar for WordPress author avatars, or a media CDN in front of WordPress).
 * @param {Env} env
 */
export function imageOrigins(env = process.env) {
  const extra = (env.EXTRA_IMAGE_ORIGINS ?? '').split(',')
  const origins = [
    wordpressOrigin(env.WORDPRESS_API_URL),
    originOf(env.SCHOOLS_API_URL),
    ...extra.map(originOf),
  ]
  return [...new Set(origins.filter(Boolean))]
}

/** @param {Env} env */
export function serverOrigin(env = process.env) {
  return new URL(env.SERVER_URL || `http://localhost:${env.PORT || 3000}`).origin
}

// The demo and case-study videos play in these players once a visitor presses play.
const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
]

/**
 * One policy for the public site and the Payload admin. Next's RSC payload and Payload's admin
 * inline their scripts and styles, and the pages are cached (so a per-request nonce is not an
 * option): scripts and styles may come from our origin or be inline, never from elsewhere but
 * the analytics tool chosen in Site settings (`analytics`: its origins, on pages only, set by
 * src/proxy.ts; none by default).
 */
export function contentSecurityPolicy({
  images = imageOrigins(),
  dev = false,
  https = false,
  analytics = [],
} = {}) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: is the admin's preview of a file chosen for upload, made in the page itself.
    'img-src': ["'self'", 'data:', 'blob:', ...images, ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...analytics],
    'media-src': ["'self'", 'blob:'],
    'frame-src': VIDEO_FRAMES,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

// Nothing on the site uses these; a page that is ever compromised cannot either.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ')

/**
 * The policy of a response in this environment; a page's names the origins of the analytics tool
 * chosen in Site settings, when there is one.
 * @param {string[]} analytics
 * @param {Env} env
 */
export function pagePolicy(analytics = [], env = process.env) {
  const dev = env.NODE_ENV === 'development'
  const https = serverOrigin(env).startsWith('https:')
  return contentSecurityPolicy({ images: imageOrigins(env), dev, https, analytics })
}

/**
 * Headers of every response.
 * @param {Env} env
 */
export function commonHeaders(env = process.env) {
  const https = serverOrigin(env).startsWith('https:')
  return [
    { key: 'Content-Security-Policy', value: pagePolicy([], env) },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Only over https: a browser would otherwise refuse plain http on this host for two years.
    ...(https
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ]
}

// The CMS, the API and the staff pages are nobody's search result (isNoindex, config/paths.mjs).
const NOINDEX_SECTIONS = [SECTIONS.cms, SECTIONS.api, SECTIONS.review].map(
  (segment) => `/${segment}`,
)
const NOINDEX = { key: 'X-Robots-Tag', value: 'noindex, nofollow' }

/**
 * The security headers of one response. server/start.ts sets them on every response when the
 * server starts, so they follow the environment it runs with, not the one it was built with.
 * `buildFile`: the path names a script or stylesheet the build holds (the server's list of them,
 * not the path's shape: a missing one is answered with Next's HTML 404 page, a document).
 */
export function headersForPath(pathname, common, { buildFile = false } = {}) {
  if (buildFile) return common.filter((header) => ASSET_HEADERS.has(header.key))
  const framed = isLivePreviewHost(pathname) ? common.map(framingOurSite) : common
  const headers = isDocumentLinkPage(pathname) ? framed.map(noReferrer) : framed
  return isNoindex(pathname) ? [...headers, NOINDEX] : headers
}

/**
 * A document's policies (CSP, Permissions-Policy, framing, opener, referrer) do nothing on a
 * script or stylesheet the page loads; they cost each of the first load's dozen files a
 * kilobyte before a page can paint. What acts on such a file stays: nosniff, and HSTS.
 */
const ASSET_HEADERS = new Set(['X-Content-Type-Options', 'Strict-Transport-Security'])

/** The CMS shows the site in its live-preview iframe; no other page frames our own pages. */
export function isLivePreviewHost(pathname) {
  return inSection(pathname, SECTIONS.cms)
}

/** A trust document's link is a secret in its path: no request made from its answer names it. */
function noReferrer(header) {
  return header.key === 'Referrer-Policy' ? { key: header.key, value: 'no-referrer' } : header
}

/** The CSP with our own origin added to frame-src (the site's pages allow it: frame-ancestors 'self'). */
function framingOurSite(header) {
  if (header.key !== 'Content-Security-Policy') return header
  return { key: header.key, value: header.value.replace('frame-src ', "frame-src 'self' ") }
}

/**
 * The same headers as Next `headers()` rules, for `next dev`, which does not run server/start.ts.
 * @param {Env} env
 */
export function devHeaderRules(env = process.env) {
  return [
    { source: '/:path*', headers: commonHeaders(env) },
    { source: `/${SECTIONS.cms}`, headers: commonHeaders(env).map(framingOurSite) },
    { source: `/${SECTIONS.cms}/:path*`, headers: commonHeaders(env).map(framingOurSite) },
    ...NOINDEX_SECTIONS.flatMap((section) => [
      { source: section, headers: [NOINDEX] },
      { source: `${section}/:path*`, headers: [NOINDEX] },
    ]),
  ]
}

const LOOPBACK_OR_PRIVATE =
  /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[?::1\]?$)/

function remotePattern(origin) {
  const url = new URL(origin)
  return {
    protocol: url.protocol.replace(':', ''),
    hostname: url.hostname,
    port: url.port,
    pathname: '/**',
  }
}

/**
 * The image optimizer fetches from our own origin and the WordPress host only: any other
 * `url=` is refused with 400, so it is nobody's free image proxy. Next refuses loopback and
 * private addresses unless allowed; they are allowed only when one of these hosts is one.
 * @param {Env} env
 */
export function imageConfig(env = process.env) {
  const origins = [serverOrigin(env), wordpressOrigin(env.WORDPRESS_API_URL)].filter(Boolean)
  return {
    remotePatterns: origins.map(remotePattern),
    dangerouslyAllowLocalIP: origins.some((origin) =>
      LOOPBACK_OR_PRIVATE.test(new URL(origin).hostname),
    ),
  }
}

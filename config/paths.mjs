/**
 * Which paths are pages of the site, which never enter a shared cache, and which get cache tags.
 * Plain JavaScript that imports only config/locales.mjs (itself import-free), because every
 * runtime reads it: next.config.mjs (through localeRoutes.mjs and securityHeaders.mjs), the proxy
 * (src/proxy.ts) and the server entry (server/start.ts and what it calls). deploy/varnish/default.vcl says the same in VCL;
 * tests/unit/page-paths.test.ts checks the two agree.
 *
 * Every rule is by first path segment, whole segments only (`/cms` and `/cms/...`, not `/cmsx`).
 */

import { DEFAULT_LOCALE, LOCALES } from './locales.mjs'

/** Languages served under a prefix (`/es/pricing`); the default language has none. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
export { DEFAULT_LOCALE }

/** First path segments that are not the site's pages. */
export const SECTIONS = /** @type {const} */ ({
  /** Payload's admin panel. */
  cms: 'cms',
  /** Payload's REST API and our route handlers. */
  api: 'api',
  /** The preview, revalidation and staff-bar plumbing of src/app/(site)/next. */
  plumbing: 'next',
  /** Next's own files (scripts, stylesheets, images). */
  nextFiles: '_next',
  /** The review page (/admin/applications). */
  review: 'admin',
  /** The site search (/search?q=...): a page per query, so nobody's to store or index. */
  search: 'search',
  /** A draft shown through a draft link (/draft/<token>): one person's, never stored or indexed. */
  draftLink: 'draft',
  /** A page's share image (/share-image/<version>/<page path>), cached like the page. */
  shareImage: 'share-image',
})

/** The folder of the sitemap's files (`/sitemap/pages-en-0.xml`), which `/sitemap.xml` indexes. */
export const SITEMAP_FOLDER = 'sitemap'

/**
 * First segments a page of the CMS cannot start with: the code's own routes and the language
 * prefixes own everything below them, so such a page could never be reached.
 */
export const RESERVED_PAGE_SEGMENTS = [
  ...Object.values(SECTIONS),
  ...PREFIXED_LOCALES,
  SITEMAP_FOLDER,
]

/** The staff bar's script, compiled into public/ before a server starts (scripts/staffBarScript.ts). */
export const STAFF_BAR_SCRIPT = '/staff-bar.js'

/**
 * The service worker, compiled into public/ by each build with that build's id
 * (scripts/serviceWorkerScript.mjs, called from next.config.mjs's generateBuildId).
 */
export const SERVICE_WORKER_SCRIPT = '/sw.js'

/** Metadata routes at the top of the site: files, not pages. */
export const METADATA_FILES = [
  'icon.svg',
  'sitemap.xml',
  SITEMAP_FOLDER,
  'robots.txt',
  'manifest.webmanifest',
]

/** Payload's session cookie: a staff member is signed in. */
export const STAFF_SESSION_COOKIE = 'payload-token'
/** Next's draft-mode cookie, as Next's draft mode documentation names it. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
/** Next's draft-mode cookies: the one draft mode sets, and the older preview mode's. */
export const DRAFT_MODE_COOKIES = [DRAFT_MODE_COOKIE, '__next_preview_data']
/**
 * A request with one of these is a staff member's or a draft's: a shared cache never serves or
 * stores it (deploy/varnish/default.vcl, vcl_recv), so the proxy names no cache tags for it.
 */
export const UNCACHED_COOKIES = [STAFF_SESSION_COOKIE, ...DRAFT_MODE_COOKIES]

/** Whether `pathname` is `/<segment>` or below it. */
export function inSection(pathname, segment) {
  return pathname === `/${segment}` || pathname.startsWith(`/${segment}/`)
}

/**
 * What a shared cache in front must never store, whoever asks: the CMS, the API, the plumbing,
 * the review page (which a language prefix does not make public), search results, draft
 * links and trust documents' download links. Varnish passes these (deploy/varnish/default.vcl, vcl_recv).
 */
export function isNeverCached(pathname) {
  const { cms, api, plumbing, review } = SECTIONS
  // The review page under any two-letter prefix, whether or not that language exists.
  const reviewPage = new RegExp(`^/([a-z]{2}/)?${review}(/|$)`)
  return (
    [cms, api, plumbing].some((segment) => inSection(pathname, segment)) ||
    reviewPage.test(pathname) ||
    isSearchPage(pathname) ||
    isDraftLinkPage(pathname) ||
    isDocumentLinkPage(pathname)
  )
}

/** The trust centre (`/trust`, a CMS page) and what hangs under it. */
export const TRUST_SEGMENT = 'trust'

/** Where an approved request's links to trust documents live (`/trust/download/<token>`). */
export const DOCUMENT_LINK_PATH = `${TRUST_SEGMENT}/download`

/** An approved request's link to a trust document (`/trust/download/<token>`): one person's, for a week. */
export function isDocumentLinkPage(pathname) {
  return new RegExp(`^/([a-z]{2}/)?${DOCUMENT_LINK_PATH}(/|$)`).test(pathname)
}

/** The site search in any language (`/search`, `/es/search`). */
export function isSearchPage(pathname) {
  return new RegExp(`^/([a-z]{2}/)?${SECTIONS.search}(/|$)`).test(pathname)
}

/** A draft link in any language (`/draft/<token>`, `/es/draft/<token>`). */
export function isDraftLinkPage(pathname) {
  return new RegExp(`^/([a-z]{2}/)?${SECTIONS.draftLink}(/|$)`).test(pathname)
}

/** The CMS, the API, the review page, search results, draft links and document links are nobody's search result (X-Robots-Tag: noindex). */
export function isNoindex(pathname) {
  const { cms, api, review } = SECTIONS
  return (
    [cms, api, review].some((segment) => inSection(pathname, segment)) ||
    isSearchPage(pathname) ||
    isDraftLinkPage(pathname) ||
    isDocumentLinkPage(pathname)
  )
}

/**
 * A path a staff member may browse and edit from: anything but the CMS, the API, the plumbing
 * and Next's files. The review page and public files count (the staff bar touches only HTML).
 */
export function isSitePage(pathname) {
  const { cms, api, plumbing, nextFiles } = SECTIONS
  return ![cms, api, plumbing, nextFiles].some((segment) => inSection(pathname, segment))
}

/** First segments the language rewrites leave alone (besides the files of public/). */
export const UNLOCALIZED_FIRST_SEGMENTS = [
  ...PREFIXED_LOCALES,
  SECTIONS.cms,
  SECTIONS.api,
  SECTIONS.nextFiles,
  ...METADATA_FILES,
]

/**
 * Whether a path is served from a language's page tree (src/app/(site)/[lang]): not the CMS, the
 * API, Next's files, a file at the top (a name with an extension), nor the plumbing, which
 * stays plumbing under a language prefix too.
 */
export function isLanguagePage(pathname) {
  const [, first = '', second] = pathname.split('/')
  const prefixed = PREFIXED_LOCALES.includes(first)
  if ((prefixed ? second : first) === SECTIONS.plumbing) return false
  return prefixed || !(UNLOCALIZED_FIRST_SEGMENTS.includes(first) || first.includes('.'))
}

/**
 * A page whose cache tags the proxy names in `xkey` for Varnish: a language's page that a shared
 * cache may store, and not a file (a last segment with an extension).
 */
export function isTaggedPage(pathname) {
  return isLanguagePage(pathname) && !isNeverCached(pathname) && !/\.[a-z0-9]+$/.test(pathname)
}

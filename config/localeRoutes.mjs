import { readdirSync } from 'node:fs'
import path from 'node:path'
import { LOCALE_COOKIE } from './locales.mjs'
import {
  DEFAULT_LOCALE,
  isLanguagePage,
  PREFIXED_LOCALES,
  SECTIONS,
  SERVICE_WORKER_SCRIPT,
  STAFF_BAR_SCRIPT,
  UNLOCALIZED_FIRST_SEGMENTS,
} from './paths.mjs'

/**
 * Languages as URL prefixes, as Next rewrites rather than a request proxy: a proxy's
 * rewrite answers with an `x-middleware-rewrite` header and must match the server's own origin,
 * while a config rewrite is invisible. English keeps its URLs (`/pricing` is served from
 * `/en/pricing`); every other language is served at its prefix (`/es/pricing`).
 */

/** Languages with a prefix, from the one list (config/locales.mjs). */
export { DEFAULT_LOCALE, PREFIXED_LOCALES }
/** Set by the header's language switcher (src/components/site/rememberLocale.ts). */
export { LOCALE_COOKIE }

// The files of public/, read when the config loads, so a new file there is never rewritten.
// Read there only: the proxy (src/proxy.ts) imports this module too, and has no folder to read.
// The staff bar and the service worker are named as well: they are compiled into public/ only
// when a server starts and during the build.
const publicFiles = () => [
  ...new Set([
    ...readdirSync(path.resolve(import.meta.dirname, '../public')),
    STAFF_BAR_SCRIPT.slice(1),
    SERVICE_WORKER_SCRIPT.slice(1),
  ]),
]

// The plumbing routes of src/app/(site)/next (the blog's views there are localized pages).
const PLUMBING = ['preview', 'exit-preview', 'revalidate', 'staff-bar', 'security-txt']

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function localeRewrites() {
  const excluded = [...UNLOCALIZED_FIRST_SEGMENTS, ...publicFiles()].map(escape).join('|')
  // Next applies every matching rule in turn, so no rule may match another's output: the first
  // leaves alone what begins with a language (its own output) and the preview plumbing
  // (src/app/(site)/next), the second only ever sees `/`.
  return [
    {
      source: `/:first((?!(?:${excluded})(?:/|$))(?!${SECTIONS.plumbing}/(?:${PLUMBING.join('|')})$)[^/]+)/:rest*`,
      destination: `/${DEFAULT_LOCALE}/:first/:rest*`,
    },
    { source: '/', destination: `/${DEFAULT_LOCALE}` },
  ]
}

/**
 * The page a path without a query is served from, as the rewrites resolve it (`/pricing` is
 * `/en/pricing`, `/es/faqs` itself, `/resources/blog` the listing's first view, see
 * config/blogRewrites.mjs), or null for paths served by something other than a language's page:
 * the CMS, the API, files, the preview plumbing, and the view routes addressed directly.
 */
export function localizedPagePath(pathname) {
  if (!isLanguagePage(pathname)) return null
  const [, first = ''] = pathname.split('/')
  const prefixed = PREFIXED_LOCALES.includes(first)
  const locale = prefixed ? first : DEFAULT_LOCALE
  const rest = prefixed ? pathname.slice(first.length + 1) : pathname
  if (rest === '/resources/blog') return `/${locale}/next/blog/-/1`
  return rest === '/' || rest === '' ? `/${locale}` : `/${locale}${rest}`
}

/** A visitor who chose another language with the switcher is sent there from `/`; crawlers have no cookie. */
export function localeRedirects() {
  return PREFIXED_LOCALES.map((locale) => ({
    source: '/',
    has: [{ type: 'cookie', key: LOCALE_COOKIE, value: locale }],
    destination: `/${locale}`,
    permanent: false,
  }))
}

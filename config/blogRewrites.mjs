/**
 * The blog listing's views live in its query (`/resources/blog?category=slug&page=2`),
 * but a page that reads the query renders on every request. These rewrites hand each view to
 * `/{lang}/next/blog/{category|-}/{page}`, a route whose view is in its path and so is cached
 * like any other page. Values that do not fit fall through to the next rule, as the query parser
 * would treat them: an odd page is page 1, an empty category is All Posts.
 *
 * They come before the language rewrites (config/localeRoutes.mjs), and Next applies every
 * matching rewrite in turn: the English listing goes to `/next/blog/...`, which the language
 * rewrite then serves from `/en/...`; a Spanish one goes straight to `/es/next/blog/...`, which
 * the language rewrite leaves alone.
 */
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from './localeRoutes.mjs'

const category = { type: 'query', key: 'category', value: '(?<category>[^/]*[^/\\s][^/]*)' }
const page = { type: 'query', key: 'page', value: '(?<page>\\d+)' }

function listingRewrites(prefix) {
  const source = `${prefix}/resources/blog`
  const view = `${prefix}/next/blog`
  return [
    { source, has: [category, page], destination: `${view}/:category/:page` },
    { source, has: [category], destination: `${view}/:category/1` },
    { source, has: [page], destination: `${view}/-/:page` },
    { source, destination: `${view}/-/1` },
  ]
}

export function blogRewrites() {
  return [
    ...listingRewrites(''),
    ...PREFIXED_LOCALES.flatMap((locale) => listingRewrites(`/${locale}`)),
  ]
}

const PLAIN_QUERY = /^[a-z0-9=&-]+$/

/**
 * The view page the rules above send a listing URL with a query to, in its language tree
 * (`/resources/blog?page=2` is `/en/next/blog/-/2`), for the plain queries they map one to one:
 * only `category` (a slug) and `page` (digits), each at most once. Anything else: null.
 */
export function blogViewPage(pathname, query) {
  const locale = pathname === '/resources/blog' ? DEFAULT_LOCALE : PREFIXED_LOCALES.find((prefix) => pathname === `/${prefix}/resources/blog`)
  if (!locale || !PLAIN_QUERY.test(query)) return null
  const params = new URLSearchParams(query)
  const keys = [...params.keys()]
  if (keys.some((key) => key !== 'category' && key !== 'page') || new Set(keys).size !== keys.length) return null
  const category = params.get('category')
  const page = params.get('page')
  if (category === '' || (page !== null && !/^\d+$/.test(page))) return null
  return `/${locale}/next/blog/${category ?? '-'}/${page ?? '1'}`
}

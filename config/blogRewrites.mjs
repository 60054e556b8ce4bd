/**
 * The blog listing's views live in its query (`/resources/blog?category=slug&page=2`),
 * but a page that reads the query renders on every request. These rewrites hand each view to
 * `/{lang}/next/blog/{category|-}/{page}`, a route whose view is in its path and so is cached
 * like any other page. Values that do not fit fall through to the next rule, as the query parser
 * would treat them: an odd page is page 1, an empty category is All Posts, and any other category
 * is one WordPress cannot have, the unknown-category 404.
 *
 * They come before the language rewrites (config/localeRoutes.mjs), and Next applies every
 * matching rewrite in turn: the English listing goes to `/next/blog/...`, which the language
 * rewrite then serves from `/en/...`; a Spanish one goes straight to `/es/next/blog/...`, which
 * the language rewrite leaves alone.
 */
import { PREFIXED_LOCALES } from './localeRoutes.mjs'

// Next puts the query's value into the destination's path decoded and as it is, never
// encoded again: a `%` there makes a path that cannot be decoded (a 500), a `/` or `..` another
// path. So only what is safe as a path segment gets there: a category as WordPress writes its
// slugs (letters, digits, `-` and `_`, up to 200 characters), a page number as digits without a
// leading zero (`page=01` is page 1, not a view of its own that the cache would keep).
const category = { type: 'query', key: 'category', value: '(?<category>[A-Za-z0-9_-]{1,200})' }
const page = { type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,8})' }
// Any other category that is not blank: no WordPress category has it.
const otherCategory = { type: 'query', key: 'category', value: '[\\s\\S]*\\S[\\s\\S]*' }
/** The view segment of a category that cannot be a WordPress slug: the listing answers it as an unknown one. */
export const NOT_A_CATEGORY = '~'

function listingRewrites(prefix) {
  const source = `${prefix}/resources/blog`
  const view = `${prefix}/next/blog`
  return [
    { source, has: [category, page], destination: `${view}/:category/:page` },
    { source, has: [category], destination: `${view}/:category/1` },
    { source, has: [otherCategory], destination: `${view}/${NOT_A_CATEGORY}/1` },
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

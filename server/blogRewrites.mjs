/**
 * The blog listing's views live in its query (`/resources/blog?category=slug&page=2`, SPEC §2),
 * but a page that reads the query renders on every request. These rewrites hand each view to
 * `/next/blog/{category|-}/{page}`, a route whose view is in its path and so is cached like
 * any other page. Values that do not fit fall through to the next rule, as the query parser
 * would treat them: an odd page is page 1, an empty category is All Posts.
 */
const LISTING = '/resources/blog'
const category = { type: 'query', key: 'category', value: '(?<category>[^/]*[^/\\s][^/]*)' }
const page = { type: 'query', key: 'page', value: '(?<page>\\d+)' }

export function blogRewrites() {
  return [
    { source: LISTING, has: [category, page], destination: '/next/blog/:category/:page' },
    { source: LISTING, has: [category], destination: '/next/blog/:category/1' },
    { source: LISTING, has: [page], destination: '/next/blog/-/:page' },
    { source: LISTING, destination: '/next/blog/-/1' },
  ]
}

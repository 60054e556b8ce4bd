import { fetchPage } from './pageCache'
import { expect, test } from './test'

// The listing's query becomes a path segment (config/blogRewrites.mjs); values that are not safe
// there once answered 500 (`?category=%25`). Each is asked for twice: a view the page cache kept
// would answer the second time from it.

const NOT_FOUND_TEXT = { '': 'Oops! Page not found', '/es': '¡Uy! No encontramos esta página' }
const LONG = 'x'.repeat(300)

test.describe('blog listing queries that cannot be a category', () => {
  for (const prefix of ['', '/es'] as const) {
    for (const query of [
      'category=%25',
      'category=a%25b',
      'category=%2525',
      'category=%',
      'category=%2F',
      'category=..',
      'category=%2E%2E%2F',
      'category=%00',
      `category=${LONG}`,
      'category=%25&page=2',
    ]) {
      const path = `${prefix}/resources/blog?${query.replace(LONG, 'x…x')}`
      test(`${path} is the 404 page, out of every cache`, async () => {
        for (let attempt = 0; attempt < 2; attempt++) {
          const { response, html, cached } = await fetchPage(`${prefix}/resources/blog?${query}`)
          expect(response.status).toBe(404)
          expect(response.headers.get('cache-control')).toBe('no-store')
          expect(cached).toBe(false)
          expect(html).toContain(NOT_FOUND_TEXT[prefix])
          expect(html).toMatch(/<meta name="robots" content="noindex/)
        }
      })
    }
  }
})

test.describe('blog listing pages that are not a plain number', () => {
  // All Posts' first page shows posts 1 to 12; Case Studies' shows its 10 (posts 2, 3, 4, 6, ...).
  const firstPages = [
    ...['page=%25', 'page=%2F', 'page=..', 'page=%00', 'page=01', `page=${'9'.repeat(300)}`].map(
      (query) => [query, 'Sample post number 12'] as const,
    ),
    ['category=case-studies&page=%25', 'Sample post number 15'] as const,
  ]
  for (const prefix of ['', '/es'] as const) {
    for (const [query, lastTitle] of firstPages) {
      const path = `${prefix}/resources/blog?${query.replace(/9{300}/, '9…9')}`
      test(`${path} is the first page of its view`, async () => {
        const response = await fetch(`${process.env.E2E_BASE_URL}${prefix}/resources/blog?${query}`)
        expect(response.status).toBe(200)
        const html = await response.text()
        expect(html).toContain(`${lastTitle}<`)
        expect(html).not.toContain('Sample post number 13<')
      })
    }
  }
})

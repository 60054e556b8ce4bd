import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localizedPagePath } from '../../config/localeRoutes.mjs'
import {
  DRAFT_MODE_COOKIES,
  isLanguagePage,
  isNeverCached,
  isNoindex,
  isSitePage,
  isTaggedPage,
  STAFF_SESSION_COOKIE,
  UNCACHED_COOKIES,
} from '../../config/paths.mjs'

const VCL = readFileSync(
  path.resolve(import.meta.dirname, '../../deploy/varnish/default.vcl'),
  'utf8',
)

/** The body of one VCL subroutine. */
function subroutine(name: string): string {
  const start = VCL.indexOf(`sub ${name} {`)
  expect(start).toBeGreaterThanOrEqual(0)
  const end = VCL.indexOf('\n}', start)
  return VCL.slice(start, end)
}

/** The regexes of the `if` in vcl_recv that passes by URL (VCL strings have no escapes: PCRE as written). */
function vclPassPatterns(): RegExp[] {
  const recv = subroutine('vcl_recv')
  const line = recv.split('\n').find((text) => /if \(req\.url ~ /.test(text))
  expect(line, 'vcl_recv passes by URL').toBeDefined()
  return [...line!.matchAll(/req\.url ~ "([^"]+)"/g)].map(([, pattern]) => new RegExp(pattern))
}

const SAMPLE_PATHS = [
  '/',
  '/pricing',
  '/solutions/governments',
  '/es',
  '/es/pricing',
  '/fr/pricing',
  '/cms',
  '/cms/',
  '/cms/collections/pages',
  '/cmsx',
  '/es/cms',
  '/api',
  '/api/forms/demo',
  '/api/media/file/logo.png',
  '/apis',
  '/es/api',
  '/next',
  '/next/preview',
  '/next/blog/-/1',
  '/es/next/blog/-/1',
  '/nextstep',
  '/es/next',
  '/_next/static/chunks/main.js',
  '/_next/image',
  '/es/_next',
  '/admin',
  '/admin/applications',
  '/es/admin/applications',
  '/fr/admin',
  '/administration',
  '/es/administration',
  '/resources/blog',
  '/es/resources/blog',
  '/careers/12',
  '/case-studies/jamaica',
  '/search',
  '/es/search',
  '/searching',
  '/es/searching',
  '/resources/blog/rss.xml',
  '/es/resources/blog/rss.xml',
  '/draft/abc_-123',
  '/es/draft/abc_-123',
  '/drafts',
  '/es/drafting',
  '/trust',
  '/es/trust',
  '/trust/download/abc_-123',
  '/es/trust/download/abc_-123',
  '/trust/downloads',
  '/trust/request/4',
  '/robots.txt',
  '/sitemap.xml',
  '/icon.svg',
  '/staff-bar.js',
  '/og-default.png',
  '/docs/guide.pdf',
]

describe('config/paths.mjs and the Varnish configuration agree', () => {
  it('Varnish passes exactly the paths isNeverCached names', () => {
    const patterns = vclPassPatterns()
    for (const pathname of SAMPLE_PATHS) {
      for (const url of [pathname, `${pathname}?x=1`]) {
        const passed = patterns.some((pattern) => pattern.test(url))
        expect({ url, passed }).toEqual({ url, passed: isNeverCached(pathname) })
      }
    }
  })

  it('Varnish passes the staff session and draft-mode cookies the module names, and no other', () => {
    const recv = subroutine('vcl_recv')
    const line = recv
      .split('\n')
      .find((text) => text.includes('req.http.Cookie ~') && text.includes(STAFF_SESSION_COOKIE))
    expect(line).toBeDefined()
    const source = line!.match(/req\.http\.Cookie ~ "([^"]+)"/)![1]
    // The VCL's alternatives, `(payload-token|__prerender_bypass|...)=`: the same list as the proxy's.
    expect(
      source
        .match(/\(([\w|-]+)\)=/)?.[1]
        .split('|')
        .sort(),
    ).toEqual([...UNCACHED_COOKIES].sort())
    expect(UNCACHED_COOKIES).toEqual([STAFF_SESSION_COOKIE, ...DRAFT_MODE_COOKIES])
    const pattern = new RegExp(source)
    for (const cookie of UNCACHED_COOKIES) {
      expect(pattern.test(`a=1; ${cookie}=x`)).toBe(true)
      expect(pattern.test(`${cookie}=x`)).toBe(true)
    }
    expect(pattern.test('site-lang=es; not-payload-token=x')).toBe(false)
  })

  it('a page the proxy tags is one Varnish may store', () => {
    const patterns = vclPassPatterns()
    for (const pathname of SAMPLE_PATHS.filter(isTaggedPage)) {
      expect({ pathname, passed: patterns.some((pattern) => pattern.test(pathname)) }).toEqual({
        pathname,
        passed: false,
      })
    }
  })
})

describe('which paths are pages', () => {
  it('tags pages, and neither files, the CMS, the API, the plumbing nor the review page', () => {
    expect(SAMPLE_PATHS.filter(isTaggedPage)).toEqual([
      '/',
      '/pricing',
      '/solutions/governments',
      '/es',
      '/es/pricing',
      '/fr/pricing',
      '/cmsx',
      '/es/cms',
      '/apis',
      '/es/api',
      '/nextstep',
      '/es/_next',
      '/administration',
      '/es/administration',
      '/resources/blog',
      '/es/resources/blog',
      '/careers/12',
      '/case-studies/jamaica',
      '/searching',
      '/es/searching',
      '/drafts',
      '/es/drafting',
      '/trust',
      '/es/trust',
      '/trust/downloads',
      '/trust/request/4',
    ])
  })

  it('the blog feeds are served from each language tree, untagged, so Varnish never stores them (the app caches them)', () => {
    for (const pathname of ['/resources/blog/rss.xml', '/es/resources/blog/rss.xml']) {
      expect(isLanguagePage(pathname)).toBe(true)
      expect(isTaggedPage(pathname)).toBe(false)
    }
  })

  it('a language page is one the rewrites serve from a language tree', () => {
    for (const pathname of SAMPLE_PATHS)
      expect(isLanguagePage(pathname)).toBe(localizedPagePath(pathname) !== null)
  })

  it('the staff bar goes on everything but the CMS, the API, the plumbing and Next files', () => {
    expect(SAMPLE_PATHS.filter((pathname) => !isSitePage(pathname))).toEqual([
      '/cms',
      '/cms/',
      '/cms/collections/pages',
      '/api',
      '/api/forms/demo',
      '/api/media/file/logo.png',
      '/next',
      '/next/preview',
      '/next/blog/-/1',
      '/_next/static/chunks/main.js',
      '/_next/image',
    ])
  })

  it('noindex covers the CMS, the API, the review page, search results, draft links and document links', () => {
    expect(SAMPLE_PATHS.filter(isNoindex)).toEqual([
      '/cms',
      '/cms/',
      '/cms/collections/pages',
      '/api',
      '/api/forms/demo',
      '/api/media/file/logo.png',
      '/admin',
      '/admin/applications',
      '/search',
      '/es/search',
      '/draft/abc_-123',
      '/es/draft/abc_-123',
      '/trust/download/abc_-123',
      '/es/trust/download/abc_-123',
    ])
  })
})

describe("a CMS page's address", () => {
  it('cannot start with a segment the code or a language prefix owns', async () => {
    const { pagePathProblem } = await import('@/lib/pagePath')
    for (const path of [
      'search',
      'draft/x',
      'share-image',
      'es/pricing',
      'admin/x',
      'cms',
      'api',
      'next',
    ]) {
      expect(pagePathProblem(path), path).toMatch(/belong to the site itself/)
    }
    for (const path of ['/', 'pricing', 'searching', 'solutions/governments', 'drafts'])
      expect(pagePathProblem(path), path).toBeNull()
    expect(pagePathProblem('A b')).toMatch(/lower-case words/)
  })
})

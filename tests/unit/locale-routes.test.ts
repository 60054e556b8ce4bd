import { describe, expect, it } from 'vitest'
import { compile, pathToRegexp, type Key } from 'path-to-regexp'
import { blogRewrites } from '../../config/blogRewrites.mjs'
import {
  DEFAULT_LOCALE as routesDefault,
  localeRewrites,
  localizedPagePath,
  PREFIXED_LOCALES as routesPrefixed,
} from '../../config/localeRoutes.mjs'
import { DEFAULT_LOCALE, LOCALE_COOKIE, PREFIXED_LOCALES } from '@/lib/i18n/locales'
import { LOCALE_COOKIE as routesCookie } from '../../config/localeRoutes.mjs'
import {
  localeOfPath,
  localizeHref,
  localizePath,
  pathInEveryLocale,
  stripLocale,
} from '@/lib/i18n/paths'
import { localizeLinks } from '@/lib/i18n/localizeLinks'

describe('language paths', () => {
  it('keeps English paths as they are and puts Spanish under /es', () => {
    expect(localizePath('/pricing', 'en')).toBe('/pricing')
    expect(localizePath('/pricing', 'es')).toBe('/es/pricing')
    expect(localizePath('/', 'es')).toBe('/es')
    expect(pathInEveryLocale('/es/case-studies/jamaica')).toEqual({
      en: '/case-studies/jamaica',
      es: '/es/case-studies/jamaica',
    })
    expect(stripLocale('/es')).toBe('/')
    expect(localeOfPath('/es/faqs')).toBe('es')
    expect(localeOfPath('/estudios')).toBe('en')
  })

  it('moves internal CMS links under the prefix and leaves external links and anchors alone', () => {
    expect(localizeHref('/demo', 'es')).toBe('/es/demo')
    expect(localizeHref('#features', 'es')).toBe('#features')
    expect(localizeHref('https://help.example', 'es')).toBe('https://help.example')
    expect(localizeHref('/es/demo', 'es')).toBe('/es/demo')
    expect(
      localizeLinks({ links: [{ href: '/quote', label: 'x' }], overviewHref: '/platform' }, 'es'),
    ).toEqual({
      links: [{ href: '/es/quote', label: 'x' }],
      overviewHref: '/es/platform',
    })
  })
})

/** Where Next serves a path from: like Next, every matching rule applies in turn (null: none). */
const destinationOf = (path: string) => {
  let current = path
  let rewritten = false
  for (const rule of localeRewrites()) {
    const keys: Key[] = []
    const match = pathToRegexp(rule.source, keys).exec(current)
    if (!match) continue
    // As Next does: a repeated parameter (`:rest*`) is a list of segments.
    const params: Record<string, string | string[]> = Object.fromEntries(
      keys.map((key, index) => [
        key.name,
        key.modifier === '*' ? (match[index + 1]?.split('/') ?? []) : match[index + 1],
      ]),
    )
    current = compile(rule.destination)(params)
    rewritten = true
  }
  return rewritten ? current : null
}

describe('locale rewrites (next.config.mjs)', () => {
  it('agree with src/lib/i18n/locales.ts', () => {
    expect(routesPrefixed).toEqual(PREFIXED_LOCALES)
    expect(routesDefault).toBe(DEFAULT_LOCALE)
    expect(routesCookie).toBe(LOCALE_COOKIE)
  })

  it('serve English paths from /en and leave Spanish, Payload, Next and metadata routes alone', () => {
    expect(destinationOf('/')).toBe('/en')
    expect(destinationOf('/pricing')).toBe('/en/pricing')
    expect(destinationOf('/solutions/governments')).toBe('/en/solutions/governments')
    expect(destinationOf('/admin/applications')).toBe('/en/admin/applications')
    expect(destinationOf('/next/unknown')).toBe('/en/next/unknown')
    expect(destinationOf('/en')).toBe('/en/en')
    expect(destinationOf('/en/pricing')).toBe('/en/en/pricing')
    for (const path of [
      '/next/preview',
      '/next/exit-preview',
      '/next/revalidate',
      '/next/staff-bar',
      '/staff-bar.js',
      '/og-default.png',
      '/es',
      '/es/pricing',
      '/cms',
      '/cms/login',
      '/api/forms/demo',
      '/_next/static/x.js',
      '/sitemap.xml',
      '/robots.txt',
      '/icon.svg',
    ]) {
      expect(destinationOf(path)).toBeNull()
    }
    expect(destinationOf('/estudios')).toBe('/en/estudios')
  })
})

describe('blog listing rewrites (next.config.mjs)', () => {
  type Rule = { source: string; has?: { key: string }[]; destination: string }
  const rules = blogRewrites() as Rule[]
  const ruleFor = (source: string, keys: string[]) =>
    rules.find(
      (rule) =>
        rule.source === source && (rule.has ?? []).map((item) => item.key).join() === keys.join(),
    )

  it('hand each view of the listing, in each language, to its cached route in that language', () => {
    expect(ruleFor('/resources/blog', ['category', 'page'])?.destination).toBe(
      '/next/blog/:category/:page',
    )
    expect(ruleFor('/resources/blog', [])?.destination).toBe('/next/blog/-/1')
    // The language rewrite, applied after, serves the English view from its tree.
    expect(destinationOf('/next/blog/-/1')).toBe('/en/next/blog/-/1')
    expect(ruleFor('/es/resources/blog', ['page'])?.destination).toBe('/es/next/blog/-/:page')
    expect(ruleFor('/es/resources/blog', ['category'])?.destination).toBe(
      '/es/next/blog/:category/1',
    )
  })

  it('try the most specific view first', () => {
    const english = rules
      .filter((rule) => rule.source === '/resources/blog')
      .map((rule) => (rule.has ?? []).length)
    expect(english).toEqual([2, 1, 1, 1, 0])
  })

  /** The view a listing query goes to, matched as Next matches `has` (the query's decoded last value, whole). */
  const viewOf = (source: string, query: string) => {
    const params = new URLSearchParams(query)
    for (const rule of rules.filter((candidate) => candidate.source === source)) {
      const captured: Record<string, string> = {}
      const matches = ((rule.has ?? []) as { key: string; value: string }[]).every(
        ({ key, value }) => {
          const found = params.getAll(key).at(-1)
          const match = found ? new RegExp(`^${value}$`).exec(found) : null
          Object.assign(captured, match?.groups)
          return Boolean(match)
        },
      )
      if (matches) return compile(rule.destination, { validate: false })(captured)
    }
    return null
  }

  it('send a category that cannot be a WordPress slug to the unknown-category view, never into the path', () => {
    for (const value of [
      '%25',
      'a%25b',
      '%2525',
      '%',
      '%2F',
      'a%2Fb',
      '%00',
      '..',
      '.',
      '%2E%2E',
      'x'.repeat(201),
      '%C3%B1',
      'a b',
    ]) {
      expect(viewOf('/resources/blog', `category=${value}`), value).toBe('/next/blog/~/1')
      expect(viewOf('/es/resources/blog', `category=${value}&page=2`), value).toBe(
        '/es/next/blog/~/1',
      )
    }
    expect(viewOf('/resources/blog', 'category=case-studies')).toBe('/next/blog/case-studies/1')
    expect(viewOf('/resources/blog', 'category=%20')).toBe('/next/blog/-/1')
    expect(viewOf('/resources/blog', 'category=%0A')).toBe('/next/blog/-/1')
    expect(viewOf('/resources/blog', 'category=')).toBe('/next/blog/-/1')
  })

  it('read a page that is not a plain number, or has a leading zero, as page 1', () => {
    for (const value of ['%25', '%2F', '%00', '..', '0', '01', '1', '1'.repeat(10), '-2', '2.5']) {
      expect(viewOf('/resources/blog', `page=${value}`), value).toBe('/next/blog/-/1')
      expect(viewOf('/es/resources/blog', `category=case-studies&page=${value}`), value).toBe(
        '/es/next/blog/case-studies/1',
      )
    }
    expect(viewOf('/resources/blog', 'page=2')).toBe('/next/blog/-/2')
    expect(viewOf('/resources/blog', 'category=case-studies&page=12')).toBe(
      '/next/blog/case-studies/12',
    )
  })
})

describe('the page a path without a query is served from', () => {
  /** Next's resolution of a path without a query: the blog rules without conditions, then the language ones. */
  const resolved = (path: string) => {
    const blog = (
      blogRewrites() as { source: string; has?: unknown[]; destination: string }[]
    ).find((rule) => !rule.has && rule.source === path)
    const afterBlog = blog?.destination ?? path
    return destinationOf(afterBlog) ?? afterBlog
  }

  it('is where the rewrites send every page path, in both languages', () => {
    for (const path of [
      '/',
      '/pricing',
      '/solutions/governments',
      '/careers/7',
      '/case-studies/jamaica',
      '/resources/blog',
      '/resources/blog/post-2',
      '/resources/blog/rss.xml',
      '/es',
      '/es/pricing',
      '/es/resources/blog',
      '/es/resources/blog/rss.xml',
      '/es/careers/7',
      '/estudios',
    ]) {
      expect(localizedPagePath(path), path).toBe(resolved(path))
    }
  })

  it('is nothing for what is not a language page: the CMS, the API, files, plumbing, the view routes', () => {
    for (const path of [
      '/cms',
      '/cms/login',
      '/api/forms/demo',
      '/_next/static/x.js',
      '/sitemap.xml',
      '/robots.txt',
      '/icon.svg',
      '/og-default.png',
      '/staff-bar.js',
      '/next/preview',
      '/next/blog/-/1',
      '/es/next/blog/-/1',
    ]) {
      expect(localizedPagePath(path), path).toBeNull()
    }
  })
})

import { pathToRegexp } from 'path-to-regexp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { countSitemapDocuments, getSitemapDocuments } from '@/data/content'
import { sitemapEntries, type Listed } from '@/lib/seo/sitemapEntries'
import {
  DOCUMENTS_PER_SITEMAP,
  parseSitemapFileId,
  sitemapFileId,
  sitemapFiles,
  sitemapIndexXml,
  type SitemapFile,
  type SitemapKind,
} from '@/lib/seo/sitemapFiles'
import { isLanguagePage } from '../../config/paths.mjs'
import { localeRewrites } from '../../config/localeRoutes.mjs'
import { listedSitemapFiles, sitemapFileEntries } from '@/data/seo/sitemapIndex'
import { GET as sitemapFile } from '../../src/app/sitemap/[file]/route'
import { GET as sitemapIndex } from '../../src/app/sitemap.xml/route'

vi.mock('@/data/content', () => ({ countSitemapDocuments: vi.fn(), getSitemapDocuments: vi.fn() }))

// Google reads at most 50,000 URLs or 50 MB (uncompressed) per sitemap file.
const GOOGLE_URLS = 50_000
const GOOGLE_BYTES = 50 * 1024 * 1024

const site: Record<SitemapKind, Listed[]> = {
  pages: [
    { path: '/', updatedAt: '2026-11-01T00:00:00.000Z', translatedInto: ['en', 'es'] },
    { path: '/pricing', updatedAt: '2026-11-02T00:00:00.000Z', translatedInto: ['en', 'es'] },
    { path: '/only-english', updatedAt: '2026-11-03T00:00:00.000Z', translatedInto: ['en'] },
  ],
  'case-studies': [
    {
      path: '/case-studies/jamaica',
      updatedAt: '2026-11-04T00:00:00.000Z',
      translatedInto: ['en', 'es'],
    },
  ],
  jobs: [{ path: '/careers/7', updatedAt: '2026-11-05T00:00:00.000Z', translatedInto: ['en'] }],
}

const listedIn = (kind: SitemapKind, locale: string) =>
  site[kind].filter((doc) => locale === 'en' || doc.translatedInto?.includes(locale))

beforeEach(() => {
  vi.mocked(countSitemapDocuments).mockImplementation(
    async (kind, locale) => listedIn(kind, locale).length,
  )
  vi.mocked(getSitemapDocuments).mockImplementation(async ({ kind, locale }: SitemapFile) =>
    listedIn(kind, locale),
  )
})

describe('the sitemap index', () => {
  it('names one file per kind and language that has documents, at the address robots.txt gives', async () => {
    const xml = await (await sitemapIndex()).text()
    const files = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    )
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(files).toEqual([
      '/sitemap/pages-en-0.xml',
      '/sitemap/pages-es-0.xml',
      '/sitemap/case-studies-en-0.xml',
      '/sitemap/case-studies-es-0.xml',
      '/sitemap/jobs-en-0.xml',
    ])
    expect(await listedSitemapFiles()).toEqual(
      files.map((path) => path.slice('/sitemap/'.length, -'.xml'.length)),
    )
  })

  it('lists, across its files, exactly what the single sitemap listed', async () => {
    const split = []
    for (const id of await listedSitemapFiles()) split.push(...(await sitemapFileEntries(id)))
    const whole = Object.values(site).flat().flatMap(sitemapEntries)
    expect(split).toHaveLength(whole.length)
    expect(split).toEqual(expect.arrayContaining(whole))
  })

  it('puts one language in each file', async () => {
    const spanish = await sitemapFileEntries('pages-es-0')
    expect(spanish.map((entry) => new URL(entry.url).pathname)).toEqual(['/es', '/es/pricing'])
  })

  it('answers an id it never names with 404, and serves a named one as XML', async () => {
    const serve = (file: string) =>
      sitemapFile(new Request(`http://localhost/sitemap/${file}`), {
        params: Promise.resolve({ file }),
      })
    for (const file of ['pages-fr-0.xml', 'users-en-0.xml', 'pages-en-x.xml', 'jobs-es-0.xml'])
      expect((await serve(file)).status, file).toBe(404)
    expect(await sitemapFileEntries('users-en-0')).toEqual([])
    const english = await serve('pages-en-0.xml')
    expect(english.status).toBe(200)
    const xml = await english.text()
    expect(xml).toContain('<loc>http')
    expect(xml).toContain('hreflang="es"')
  })

  it('is served whole while empty: an index without files', async () => {
    vi.mocked(countSitemapDocuments).mockResolvedValue(0)
    const response = await sitemapIndex()
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('<loc>')
  })
})

describe('sitemap files', () => {
  it('split a kind into as many files as its documents fill', () => {
    const files = sitemapFiles([
      { kind: 'pages', locale: 'en', count: 2 * DOCUMENTS_PER_SITEMAP + 1 },
      { kind: 'jobs', locale: 'es', count: 0 },
    ])
    expect(files.map(sitemapFileId)).toEqual(['pages-en-0', 'pages-en-1', 'pages-en-2'])
    for (const file of files) expect(parseSitemapFileId(sitemapFileId(file))).toEqual(file)
  })

  it('stay under Google’s limits when full, with long addresses in every language', () => {
    const long = 'solutions/' + 'a-rather-long-campaign-landing-page-name-'.repeat(4)
    const entries = Array.from(
      { length: DOCUMENTS_PER_SITEMAP },
      (_, n) =>
        sitemapEntries({
          path: `/${long}${n}`,
          updatedAt: '2026-11-05T00:00:00.000Z',
          translatedInto: ['en', 'es'],
        })[1],
    )
    // Each entry as sitemaps.org writes it: its address, date and every alternate in a link element.
    const bytes = entries.reduce((sum, entry) => {
      const alternates = Object.entries(entry.alternates?.languages ?? {})
      return (
        sum +
        120 +
        entry.url.length +
        alternates.reduce((links, [code, url]) => links + 60 + code.length + String(url).length, 0)
      )
    }, 0)
    expect(entries.length).toBeLessThanOrEqual(GOOGLE_URLS)
    expect(bytes).toBeLessThan(GOOGLE_BYTES / 4)
  })

  it('are served at /sitemap/<id>.xml, which the language rewrites leave alone', () => {
    expect(isLanguagePage('/sitemap/pages-en-0.xml')).toBe(false)
    for (const rule of localeRewrites())
      expect(pathToRegexp(rule.source).exec('/sitemap/pages-en-0.xml')).toBeNull()
  })

  it('escape what XML reserves in the index', () => {
    expect(sitemapIndexXml(['https://example.com/sitemap/a.xml?x=1&y=2'])).toContain(
      '<loc>https://example.com/sitemap/a.xml?x=1&amp;y=2</loc>',
    )
  })
})

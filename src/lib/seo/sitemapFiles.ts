import type { MetadataRoute } from 'next'
import { ADDRESSED_COLLECTIONS } from '@/lib/documentUrls'
import { escapeHtml } from '@/lib/html'
import { LOCALES, isLocale, type Locale } from '@/lib/i18n/locales'

/** The kinds of document the sitemap lists, each in files of its own per language. */
export const SITEMAP_KINDS = ADDRESSED_COLLECTIONS
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/**
 * Documents per sitemap file. Each gives one URL in its file's language, written with its
 * alternates in about 600 bytes, so a full file stays far under Google's limits of 50,000 URLs
 * and 50 MB.
 */
export const DOCUMENTS_PER_SITEMAP = 10_000

export type SitemapFile = { kind: SitemapKind; locale: Locale; index: number }

/** A file's id, as it appears in its address (`/sitemap/pages-en-0.xml`). */
export const sitemapFileId = ({ kind, locale, index }: SitemapFile): string =>
  `${kind}-${locale}-${index}`

/** Where a sitemap file is served. */
export const sitemapFilePath = (id: string): string => `/sitemap/${id}.xml`

const FILE_ID = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([a-z]{2})-(\\d{1,6})$`)

/** The file an id names, or null for anything the sitemap never lists. */
export function parseSitemapFileId(id: string): SitemapFile | null {
  const match = FILE_ID.exec(id)
  if (!match || !isLocale(match[2])) return null
  return { kind: match[1] as SitemapKind, locale: match[2], index: Number(match[3]) }
}

export type SitemapCount = { kind: SitemapKind; locale: Locale; count: number }

/** Every file the index names: as many per kind and language as its documents fill, none when it has none. */
export function sitemapFiles(counts: SitemapCount[]): SitemapFile[] {
  return counts.flatMap(({ kind, locale, count }) =>
    Array.from({ length: Math.ceil(count / DOCUMENTS_PER_SITEMAP) }, (_, index) => ({
      kind,
      locale,
      index,
    })),
  )
}

/** Each kind in each language, in the index's order. */
export const sitemapSections = (): { kind: SitemapKind; locale: Locale }[] =>
  SITEMAP_KINDS.flatMap((kind) => LOCALES.map((locale) => ({ kind, locale })))

/** A sitemap index (sitemaps.org) naming each file by its absolute URL. */
export function sitemapIndexXml(urls: string[]): string {
  const entries = urls
    .map((url) => `<sitemap>\n<loc>${escapeHtml(url)}</loc>\n</sitemap>\n`)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`
}

type UrlEntry = MetadataRoute.Sitemap[number]

/** A sitemap file (sitemaps.org, with xhtml alternates per language), as Next would write it. */
export function sitemapUrlsetXml(entries: UrlEntry[]): string {
  const urls = entries
    .map(({ url, lastModified, alternates }) => {
      const links = Object.entries(alternates?.languages ?? {}).flatMap(([language, href]) =>
        href === undefined
          ? []
          : `<xhtml:link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(href)}" />\n`,
      )
      const modified = lastModified
        ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>\n`
        : ''
      return `<url>\n<loc>${escapeHtml(url)}</loc>\n${links.join('')}${modified}</url>\n`
    })
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`
}

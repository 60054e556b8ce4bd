import { describe, expect, it, vi } from 'vitest'

// The one list of languages (config/locales.mjs) with a third one added, as a team adding French
// would write it: everything below reads the list and must follow without another edit.
vi.mock('../../config/locales.mjs', () => {
  const LANGUAGES = [
    { code: 'en', label: 'English', ogLocale: 'en_US', intl: 'en-US', textSearch: 'english' },
    { code: 'es', label: 'Español', ogLocale: 'es_LA', intl: 'es-419', textSearch: 'spanish' },
    { code: 'fr', label: 'Français', ogLocale: 'fr_HT', intl: 'fr', textSearch: 'french' },
  ]
  return {
    LANGUAGES,
    LOCALES: LANGUAGES.map((language) => language.code),
    DEFAULT_LOCALE: 'en',
    LOCALE_COOKIE: 'site-lang',
  }
})

const { draftLinkPath } = await import('@/lib/draftLinks/rules')
const { LOCALE_INFO, languageName } = await import('@/lib/i18n/locales')
const { localeOfPath, pathInEveryLocale } = await import('@/lib/i18n/paths')
const { languageAlternates, absoluteUrl } = await import('@/lib/metadata')
const { sitemapEntries } = await import('@/lib/seo/sitemapEntries')
const { isDraftLinkPage, isLanguagePage, isTaggedPage, RESERVED_PAGE_SEGMENTS } =
  await import('../../config/paths.mjs')
const { localeRedirects, localizedPagePath } = await import('../../config/localeRoutes.mjs')

describe('a third language added to the one list', () => {
  it('has what the app says of it from its entry: its names, formats and search configuration', () => {
    const fr = 'fr' as never
    expect(LOCALE_INFO[fr]).toEqual({
      label: 'Français',
      name: 'French',
      ogLocale: 'fr_HT',
      intl: 'fr',
      searchConfiguration: 'site_french',
    })
    expect(languageName(fr, 'es')).toBe('francés')
    expect(languageName('es', fr)).toBe('espagnol')
  })

  it('has draft links of its own, which the proxy opens in that language', () => {
    const path = draftLinkPath('a-token', 'fr' as never)
    expect(path).toBe('/fr/draft/a-token')
    expect(isDraftLinkPage(path)).toBe(true)
    expect(localeOfPath(path)).toBe('fr')
  })

  it('has its pages served from its prefix and tagged for Varnish by the proxy', () => {
    expect(isLanguagePage('/fr/pricing')).toBe(true)
    expect(isTaggedPage('/fr/pricing')).toBe(true)
    expect(localizedPagePath('/fr/pricing')).toBe('/fr/pricing')
    expect(localizedPagePath('/fr')).toBe('/fr')
    expect(localizedPagePath('/fr/resources/blog')).toBe('/fr/next/blog/-/1')
    // Its prefix is no page path a marketer can take.
    expect(RESERVED_PAGE_SEGMENTS).toContain('fr')
    // The switcher's choice is remembered for it too.
    expect(localeRedirects()).toContainEqual({
      source: '/',
      has: [{ type: 'cookie', key: 'site-lang', value: 'fr' }],
      destination: '/fr',
      permanent: false,
    })
  })

  it("is named in every page's hreflang alternates", () => {
    const { languages } = languageAlternates('/pricing', 'fr' as never)
    expect(languages).toEqual({
      en: absoluteUrl('/pricing'),
      es: absoluteUrl('/es/pricing'),
      fr: absoluteUrl('/fr/pricing'),
      'x-default': absoluteUrl('/pricing'),
    })
    expect(pathInEveryLocale('/')).toEqual({ en: '/', es: '/es', fr: '/fr' })
  })

  it('has its translated documents in the sitemap, each naming the others', () => {
    const entries = sitemapEntries({
      path: '/careers/7',
      updatedAt: '2026-11-28T00:00:00.000Z',
      translatedInto: ['es', 'fr'],
    })
    expect(entries.map((entry) => entry.url)).toEqual([
      absoluteUrl('/careers/7'),
      absoluteUrl('/es/careers/7'),
      absoluteUrl('/fr/careers/7'),
    ])
    expect(entries[2].alternates?.languages).toMatchObject({
      fr: absoluteUrl('/fr/careers/7'),
      'x-default': absoluteUrl('/careers/7'),
    })
    // A document not yet translated into it stays out of the sitemap in that language.
    const untranslated = sitemapEntries({
      path: '/careers/8',
      updatedAt: '2026-11-28T00:00:00.000Z',
      translatedInto: ['es'],
    })
    expect(untranslated.map((entry) => entry.url)).not.toContain(absoluteUrl('/fr/careers/8'))
  })
})

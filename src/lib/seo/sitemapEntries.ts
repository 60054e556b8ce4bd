import type { MetadataRoute } from 'next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import { pathInEveryLocale } from '@/lib/i18n/paths'
import { isUntranslated } from '@/lib/i18n/translation'
import { absoluteUrl } from '@/lib/metadata'

/** A document the sitemap lists: its address without a language, and the languages it is in. */
export type Listed = { path: string; updatedAt: string; translatedInto?: string[] | null }

/**
 * One entry per language a document is translated into, each naming the others as alternates
 * (untranslated pages are noindex, so they are left out until translated).
 */
export function sitemapEntries({ path, updatedAt, translatedInto }: Listed): MetadataRoute.Sitemap {
  const paths = pathInEveryLocale(path)
  const locales = LOCALES.filter((locale) => !isUntranslated({ translatedInto }, locale))
  const languages = Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(paths[locale])]))
  return locales.map((locale: Locale) => ({
    url: absoluteUrl(paths[locale]),
    lastModified: updatedAt,
    alternates: { languages: { ...languages, 'x-default': absoluteUrl(paths[DEFAULT_LOCALE]) } },
  }))
}

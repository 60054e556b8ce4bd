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
export function sitemapEntries(listed: Listed): MetadataRoute.Sitemap {
  return LOCALES.flatMap((locale) => sitemapEntryIn(listed, locale) ?? [])
}

/** A document's entry in one language, naming its other languages; null when untranslated. */
export function sitemapEntryIn(
  { path, updatedAt, translatedInto }: Listed,
  locale: Locale,
): MetadataRoute.Sitemap[number] | null {
  if (isUntranslated({ translatedInto }, locale)) return null
  const paths = pathInEveryLocale(path)
  const locales = LOCALES.filter((code) => !isUntranslated({ translatedInto }, code))
  const languages = Object.fromEntries(locales.map((code) => [code, absoluteUrl(paths[code])]))
  return {
    url: absoluteUrl(paths[locale]),
    lastModified: updatedAt,
    alternates: { languages: { ...languages, 'x-default': absoluteUrl(paths[DEFAULT_LOCALE]) } },
  }
}

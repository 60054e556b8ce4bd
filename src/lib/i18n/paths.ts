import { DEFAULT_LOCALE, localeOrDefault, PREFIXED_LOCALES, type Locale } from './locales'
import { isExternalHref } from '@/lib/links'

/** A public path in a language: `/pricing` stays as it is in English, `/es/pricing` in Spanish. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  if (path === '/' || path === '') return `/${locale}`
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * A link from the CMS on a page in `locale`: internal paths move under the locale's prefix;
 * external links, anchors (#features) and paths already in a language are left alone.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || isExternalHref(href)) return href
  if (localeOfPath(href) !== DEFAULT_LOCALE) return href
  return localizePath(href, locale)
}

/** The language of a public path: the prefixed locale it starts with, else English. */
export function localeOfPath(path: string): Locale {
  return localeOrDefault(path.split(/[/?#]/)[1])
}

/** A public path without its language prefix: `/es/pricing` → `/pricing`, `/es` → `/`. */
export function stripLocale(path: string): string {
  const locale = localeOfPath(path)
  if (locale === DEFAULT_LOCALE) return path
  const rest = path.slice(locale.length + 1)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/** The same page in every language, for hreflang alternates, the sitemap and the switcher. */
export function pathInEveryLocale(path: string): Record<Locale, string> {
  const bare = stripLocale(path)
  return Object.fromEntries(
    [DEFAULT_LOCALE, ...PREFIXED_LOCALES].map((locale) => [locale, localizePath(bare, locale)]),
  ) as Record<Locale, string>
}

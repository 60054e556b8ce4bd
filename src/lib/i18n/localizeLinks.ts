import { DEFAULT_LOCALE, type Locale } from './locales'
import { localizeHref } from './paths'

// CMS fields that hold an address on this site: `href`, `overviewHref`, `generalApplicationHref`.
const isHrefKey = (key: string) => key === 'href' || key.endsWith('Href')

/**
 * A CMS document read for `locale` with every internal link moved under the locale's prefix, so
 * a Spanish page links to Spanish pages while marketers keep writing `/pricing` once.
 */
export function localizeLinks<T>(value: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return value
  return walk(value, locale) as T
}

function walk(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => walk(item, locale))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      typeof entry === 'string' && isHrefKey(key)
        ? localizeHref(entry, locale)
        : walk(entry, locale),
    ]),
  )
}

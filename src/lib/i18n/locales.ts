import {
  DEFAULT_LOCALE as DEFAULT,
  LOCALE_COOKIE as COOKIE,
  LOCALES as DECLARED,
} from '../../../config/locales.mjs'

/**
 * The site's languages, as config/locales.mjs declares them (one list for every runtime), with
 * what the app says of each. A third language is one more entry there and its names here (see
 * docs/languages.md, "Adding a language").
 */
export const LOCALES = DECLARED
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = DEFAULT

type LocaleInfo = {
  /** The switcher's label, in the language itself. */
  label: string
  /** The language's English name, for the `language` meta tag. */
  name: string
  /** Open Graph's `og:locale` (language_TERRITORY). */
  ogLocale: string
  /** For Intl date and number formats. */
  intl: string
  /**
   * The PostgreSQL text search configuration of the site search: the language's own stemmer and
   * stop words, with accents removed first (`unaccent`), so "educacion" finds "educación". A
   * migration creates it (docs/languages.md).
   */
  searchConfiguration: string
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: {
    label: 'English',
    name: 'English',
    ogLocale: 'en_US',
    intl: 'en-US',
    searchConfiguration: 'site_english',
  },
  // Latin American Spanish: the market the Spanish site is for.
  es: {
    label: 'Español',
    name: 'Spanish',
    ogLocale: 'es_LA',
    intl: 'es-419',
    searchConfiguration: 'site_spanish',
  },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A language from outside (a route parameter, a stored column, a query): the default when unknown. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** The locales that live under a URL prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** The cookie in which the switcher remembers a visitor's choice. */
export const LOCALE_COOKIE = COOKIE

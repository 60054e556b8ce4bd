import {
  DEFAULT_LOCALE as DEFAULT,
  LANGUAGES,
  LOCALE_COOKIE as COOKIE,
  LOCALES as DECLARED,
} from '../../../config/locales.mjs'

/**
 * The site's languages, as config/locales.mjs declares them (one list for every runtime), with
 * what the app says of each. A third language is one more entry there and its words (see
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
   * The site search's text search configuration: the language's own stemmer and stop words, with
   * accents removed first (`unaccent`), so "educacion" finds "educación". scripts/searchLanguages.ts
   * makes it for every language of the list.
   */
  searchConfiguration: string
}

/**
 * One value per language, made from the list's entry: complete by construction, which the type of
 * `Object.fromEntries` cannot say.
 */
export function byLocale<T>(
  make: (locale: Locale, language: (typeof LANGUAGES)[number]) => T,
): Record<Locale, T> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language.code, make(language.code, language)]),
  ) as Record<Locale, T>
}

/** The site search's text search configuration of a PostgreSQL language configuration (`spanish`). */
export const searchConfigurationName = (textSearch: string) => `site_${textSearch}`

const englishNames = new Intl.DisplayNames(DEFAULT, { type: 'language' })

export const LOCALE_INFO: Record<Locale, LocaleInfo> = byLocale((code, language) => ({
  label: language.label,
  name: englishNames.of(code) ?? code,
  ogLocale: language.ogLocale,
  intl: language.intl,
  searchConfiguration: searchConfigurationName(language.textSearch),
}))

/** A language's name in another language's words: "Spanish", "inglés" (Intl's names, lower case where the language writes them so). */
export function languageName(code: Locale, inLanguage: Locale): string {
  return namesIn[inLanguage].of(code) ?? code
}

// Made once per language: a trust page names a language for each of its documents.
const namesIn = byLocale(
  (_code, language) => new Intl.DisplayNames(language.intl, { type: 'language' }),
)

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

/**
 * The site's languages. English is the default and lives at the bare paths; every other
 * language lives under its own prefix (`/es/...`) and is a Payload locale of the same code.
 * A third language is one more entry here (see docs/languages.md, "Adding a language").
 */
export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

type LocaleInfo = {
  /** The switcher's label, in the language itself. */
  label: string
  /** The language's English name, for the `language` meta tag. */
  name: string
  /** Open Graph's `og:locale` (language_TERRITORY). */
  ogLocale: string
  /** For Intl date and number formats. */
  intl: string
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { label: 'English', name: 'English', ogLocale: 'en_US', intl: 'en-US' },
  // Latin American Spanish: the market the Spanish site is for.
  es: { label: 'Español', name: 'Spanish', ogLocale: 'es_LA', intl: 'es-419' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The locales that live under a URL prefix. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)

/** The cookie in which the switcher remembers a visitor's choice. */
export const LOCALE_COOKIE = 'site-lang'

/**
 * The site's languages, declared once: a language is its entry here plus its words (one file in
 * each feature's `messages/` folder; docs/languages.md). English is the default and lives at the
 * bare paths; every other language lives under its own prefix (`/es/...`) and is a Payload locale
 * of the same code. Plain JavaScript without imports: next.config.mjs, the proxy, the server entry
 * and the app all read it (the app through src/lib/i18n/locales.ts).
 */
export const LANGUAGES = /** @type {const} */ ([
  {
    code: 'en',
    /** The switcher's label, in the language itself. */
    label: 'English',
    /** Open Graph's `og:locale` (language_TERRITORY). */
    ogLocale: 'en_US',
    /** For Intl's date, number and name formats. */
    intl: 'en-US',
    /** PostgreSQL's text search configuration (stemmer and stop words) for the site search. */
    textSearch: 'english',
  },
  // Latin American Spanish: the market the Spanish site is for.
  { code: 'es', label: 'Español', ogLocale: 'es_LA', intl: 'es-419', textSearch: 'spanish' },
])

/** The languages' codes, in the list's order. */
export const LOCALES = LANGUAGES.map((language) => language.code)

export const DEFAULT_LOCALE = 'en'

/** The cookie in which the language switcher remembers a visitor's choice. */
export const LOCALE_COOKIE = 'site-lang'

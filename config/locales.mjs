/**
 * The site's languages, declared once. English is the default and lives at the bare paths; every
 * other language lives under its own prefix (`/es/...`) and is a Payload locale of the same code.
 * Plain JavaScript without imports: next.config.mjs, the proxy, the server entry and the app all
 * read it (the app through src/lib/i18n/locales.ts, which adds each language's names).
 */
export const LOCALES = /** @type {const} */ (['en', 'es'])

export const DEFAULT_LOCALE = 'en'

/** The cookie in which the language switcher remembers a visitor's choice. */
export const LOCALE_COOKIE = 'site-lang'

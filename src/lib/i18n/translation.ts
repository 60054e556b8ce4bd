import { DEFAULT_LOCALE, type Locale } from './locales'

/**
 * True when a document is shown in `locale` without having been translated into it (its
 * `translatedInto`, kept by collections/fields/translations.ts, lacks the language): the page
 * shows English and is marked noindex until a marketer translates it.
 */
export function isUntranslated(doc: { translatedInto?: string[] | null }, locale: Locale): boolean {
  return locale !== DEFAULT_LOCALE && !(doc.translatedInto ?? []).includes(locale)
}

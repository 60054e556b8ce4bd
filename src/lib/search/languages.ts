import type { Locale } from '@/lib/i18n/locales'

/**
 * The PostgreSQL text search configuration of each language: its own stemmer and stop words,
 * with accents removed first (`unaccent`), so "educacion" finds "educación". Created by the
 * migration that made the search index; a new language needs one more (docs/languages.md).
 */
export const SEARCH_CONFIGS: Record<Locale, string> = {
  en: 'site_english',
  es: 'site_spanish',
}

import type { Locale } from '@/lib/i18n/locales'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import type { ContentMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, ContentMessages> = byLanguage

/** The catalogue of a language; on the server it defaults to the page being rendered. */
export const contentMessages = (locale: Locale = getRequestLocale()): ContentMessages =>
  catalogues[locale]
export type { ContentMessages }

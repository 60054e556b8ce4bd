import type { Locale } from '@/lib/i18n/locales'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { en, type ContentMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, ContentMessages> = { en, es }

/** The catalogue of a language; on the server it defaults to the page being rendered. */
export const contentMessages = (locale: Locale = getRequestLocale()): ContentMessages =>
  catalogues[locale]
export type { ContentMessages }

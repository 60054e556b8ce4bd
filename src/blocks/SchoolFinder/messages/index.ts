import type { Locale } from '@/lib/i18n/locales'
import { en, type FinderText } from './en'
import { es } from './es'

const catalogues: Record<Locale, FinderText> = { en, es }

/** The finder's words in a language. */
export const finderText = (locale: Locale): FinderText => catalogues[locale]

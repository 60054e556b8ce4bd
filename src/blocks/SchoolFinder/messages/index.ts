import type { Locale } from '@/lib/i18n/locales'
import type { FinderText } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, FinderText> = byLanguage

/** The finder's words in a language. */
export const finderText = (locale: Locale): FinderText => catalogues[locale]

import type { Locale } from '@/lib/i18n/locales'
import type { TrustMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, TrustMessages> = byLanguage

/** The trust centre's words in a language (one file per language beside this one). */
export const trustMessages = (locale: Locale): TrustMessages => catalogues[locale]

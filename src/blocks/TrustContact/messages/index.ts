import type { Locale } from '@/lib/i18n/locales'
import type { TrustContactMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, TrustContactMessages> = byLanguage

/** The trust contact block’s words in a language. */
export const trustContactMessages = (locale: Locale): TrustContactMessages => catalogues[locale]

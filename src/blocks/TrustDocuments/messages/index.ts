import type { Locale } from '@/lib/i18n/locales'
import type { TrustDocumentsMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, TrustDocumentsMessages> = byLanguage

/** The trust documents block’s words in a language. */
export const trustDocumentsMessages = (locale: Locale): TrustDocumentsMessages => catalogues[locale]

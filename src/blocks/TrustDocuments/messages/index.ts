import type { Locale } from '@/lib/i18n/locales'
import { en, type TrustDocumentsMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, TrustDocumentsMessages> = { en, es }

/** The trust documents block’s words in a language. */
export const trustDocumentsMessages = (locale: Locale): TrustDocumentsMessages => catalogues[locale]

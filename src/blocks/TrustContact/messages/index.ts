import type { Locale } from '@/lib/i18n/locales'
import { en, type TrustContactMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, TrustContactMessages> = { en, es }

/** The trust contact block’s words in a language. */
export const trustContactMessages = (locale: Locale): TrustContactMessages => catalogues[locale]

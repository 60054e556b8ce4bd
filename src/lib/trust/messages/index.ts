import type { Locale } from '@/lib/i18n/locales'
import { en, type TrustMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, TrustMessages> = { en, es }

/** The trust centre's words in a language (one file per language beside this one). */
export const trustMessages = (locale: Locale): TrustMessages => catalogues[locale]

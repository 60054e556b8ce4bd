import type { Locale } from '@/lib/i18n/locales'
import { en, type PricingMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, PricingMessages> = { en, es }

/** The pricing table’s words in a language. */
export const pricingMessages = (locale: Locale): PricingMessages => catalogues[locale]

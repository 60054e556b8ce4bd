import type { Locale } from '@/lib/i18n/locales'
import type { PricingMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, PricingMessages> = byLanguage

/** The pricing table’s words in a language. */
export const pricingMessages = (locale: Locale): PricingMessages => catalogues[locale]

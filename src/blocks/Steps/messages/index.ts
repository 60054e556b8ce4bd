import type { Locale } from '@/lib/i18n/locales'
import type { StepsMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, StepsMessages> = byLanguage

/** The steps block’s words in a language. */
export const stepsMessages = (locale: Locale): StepsMessages => catalogues[locale]

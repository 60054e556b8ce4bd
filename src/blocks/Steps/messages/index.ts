import type { Locale } from '@/lib/i18n/locales'
import { en, type StepsMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, StepsMessages> = { en, es }

/** The steps block’s words in a language. */
export const stepsMessages = (locale: Locale): StepsMessages => catalogues[locale]

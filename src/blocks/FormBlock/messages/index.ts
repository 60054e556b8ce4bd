import type { Locale } from '@/lib/i18n/locales'
import { en, type FormBlockMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, FormBlockMessages> = { en, es }

/** The form block's own words in a language. */
export const formBlockMessages = (locale: Locale): FormBlockMessages => catalogues[locale]

import type { Locale } from '@/lib/i18n/locales'
import type { FormBlockMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, FormBlockMessages> = byLanguage

/** The form block's own words in a language. */
export const formBlockMessages = (locale: Locale): FormBlockMessages => catalogues[locale]

import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import type { SubProcessorText } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, SubProcessorText> = byLanguage

/** The words in a subscriber's language (English for anything else). */
export const subProcessorText = (locale: string | null | undefined): SubProcessorText =>
  catalogues[localeOrDefault(locale)]

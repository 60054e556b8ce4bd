import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { en, type SubProcessorText } from './en'
import { es } from './es'

const catalogues: Record<Locale, SubProcessorText> = { en, es }

/** The words in a subscriber's language (English for anything else). */
export const subProcessorText = (locale: string | null | undefined): SubProcessorText =>
  catalogues[localeOrDefault(locale)]

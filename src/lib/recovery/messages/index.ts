import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { en, type RecoveryEmailMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, RecoveryEmailMessages> = { en, es }

/** The applicant's emails in the language the application came in (English when unknown). */
export const recoveryEmailMessages = (language: string | null | undefined): RecoveryEmailMessages =>
  catalogues[localeOrDefault(language)]

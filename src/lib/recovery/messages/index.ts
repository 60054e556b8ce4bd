import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import type { RecoveryEmailMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, RecoveryEmailMessages> = byLanguage

/** The applicant's emails in the language the application came in (English when unknown). */
export const recoveryEmailMessages = (language: string | null | undefined): RecoveryEmailMessages =>
  catalogues[localeOrDefault(language)]

import type { Locale } from '@/lib/i18n/locales'
import type { FormMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, FormMessages> = byLanguage

/** The forms' words in a language (one catalogue per language beside it). */
export const formMessages = (locale: Locale): FormMessages => catalogues[locale]
export type { FormMessages }

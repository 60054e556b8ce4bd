import type { Locale } from '@/lib/i18n/locales'
import { en, type FormMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, FormMessages> = { en, es }

/** The forms' words in a language (one catalogue per language beside it). */
export const formMessages = (locale: Locale): FormMessages => catalogues[locale]
export type { FormMessages }

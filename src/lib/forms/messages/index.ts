import type { Locale } from '@/lib/i18n/locales'
import { en, type FormMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, FormMessages> = { en, es }

/** The forms' words in a language (one catalogue per language beside it). */
export const formMessages = (locale: Locale): FormMessages => catalogues[locale]
export type { FormMessages }

/** Toast texts the specification fixes, written once; the forms show them and the e2e tests assert them. */
export const TOASTS = en.toasts

/** Button labels while a form is on its way. */
export const BUSY_LABELS = en.busy

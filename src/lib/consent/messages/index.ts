import type { Locale } from '@/lib/i18n/locales'
import { en, type ConsentTexts } from './en'
import { es } from './es'

/** The banner's texts where marketers left them empty, in every language. */
export const DEFAULT_CONSENT_TEXTS: Record<Locale, ConsentTexts> = { en, es }
export type { ConsentTexts }

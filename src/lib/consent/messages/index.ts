import type { Locale } from '@/lib/i18n/locales'
import type { ConsentTexts } from './en'
import { byLanguage } from './catalogues'

/** The banner's texts where marketers left them empty, in every language. */
export const DEFAULT_CONSENT_TEXTS: Record<Locale, ConsentTexts> = byLanguage
export type { ConsentTexts }

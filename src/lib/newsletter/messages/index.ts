import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import type { NewsletterMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, NewsletterMessages> = byLanguage

/** The newsletter's words in a subscriber's language (English for anything else). */
export const newsletterText = (locale: string | null | undefined): NewsletterMessages =>
  catalogues[localeOrDefault(locale)]

import { localeOrDefault, type Locale } from '@/lib/i18n/locales'
import { en, type NewsletterMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, NewsletterMessages> = { en, es }

/** The newsletter's words in a subscriber's language (English for anything else). */
export const newsletterText = (locale: string | null | undefined): NewsletterMessages =>
  catalogues[localeOrDefault(locale)]

import type { Locale } from '@/lib/i18n/locales'
import { formMessages } from './messages'

/**
 * The newsletter form's words in one language, picked on the server: the form is on every
 * page, and the browser then gets these few strings rather than every form's catalogue.
 */
export function newsletterWords(locale: Locale) {
  const t = formMessages(locale)
  return {
    locale,
    ...t.newsletter,
    busy: t.busy.newsletter,
    success: t.toasts.newsletterSuccess,
    failure: t.toasts.failure,
    emailRequired: t.validation.emailRequired,
    emailInvalid: t.validation.emailInvalid,
  }
}

export type NewsletterWords = ReturnType<typeof newsletterWords>

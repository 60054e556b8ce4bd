import type { Payload, PayloadRequest } from 'payload'
import type { NewsletterSubscriber } from '@/payload-types'
import type { Locale } from '@/lib/i18n/locales'
import { isOwnPath } from '@/lib/safeReturnPath'
import { newsletterText } from './messages'

/**
 * The words the visitor agreed to: the footer's newsletter heading and text in their language,
 * as site settings have them at that moment, and the button they pressed.
 */
async function consentWording(
  payload: Payload,
  locale: Locale,
  req?: PayloadRequest,
): Promise<string> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    locale,
    depth: 0,
    select: { newsletterHeading: true, newsletterText: true },
    req,
  })
  const shown = [settings.newsletterHeading, settings.newsletterText].filter(Boolean).join(' ')
  return `${shown || newsletterText(locale).defaultWording} [Subscribe]`
}

export type ConsentRecord = NonNullable<NewsletterSubscriber['consent']>

/**
 * A consent record made now: when, through which form and page, in which language, and the
 * words shown. `page` is kept only if it is a path of this site; a form or wording the caller
 * names is kept as given.
 */
export async function consentRecord(
  payload: Payload,
  language: Locale,
  given: Partial<ConsentRecord> = {},
  req?: PayloadRequest,
): Promise<ConsentRecord> {
  return {
    agreedAt: new Date().toISOString(),
    form: given.form || newsletterText(language).consentForm,
    page: isOwnPath(given.page) ? given.page : null,
    language,
    wording: given.wording || (await consentWording(payload, language, req)),
  }
}

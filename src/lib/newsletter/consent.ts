import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/lib/i18n/locales'
import { newsletterText } from './messages'

/**
 * The words the visitor agreed to: the footer's newsletter heading and text in their language,
 * as site settings have them at that moment, and the button they pressed.
 */
export async function consentWording(
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

import { env } from '@/lib/env'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { CONFIRM_TTL_MS, confirmToken, unsubscribeToken } from './tokens'

type Subscriber = { id: number; email: string; language?: string | null }

/** A page's public path in a language: English at the bare path, others under their prefix. */
export const localizedPath = (locale: string | null | undefined, path: string) =>
  localizePath(path, isLocale(locale) ? locale : DEFAULT_LOCALE)

/** The link in the confirmation email: GET confirms, then shows the confirmed page. */
export function confirmUrl(subscriber: Subscriber, now = Date.now()): string {
  const expires = now + CONFIRM_TTL_MS
  const query = new URLSearchParams({
    s: String(subscriber.id),
    e: String(expires),
    t: confirmToken(subscriber, expires),
  })
  return `${env.serverUrl}/api/newsletter/confirm?${query}`
}

const unsubscribeQuery = (subscriber: Subscriber) =>
  new URLSearchParams({ s: String(subscriber.id), t: unsubscribeToken(subscriber) })

/**
 * The `List-Unsubscribe` URL (RFC 8058): a POST with `List-Unsubscribe=One-Click` unsubscribes
 * at once; a GET shows the page with its one button.
 */
export function oneClickUnsubscribeUrl(subscriber: Subscriber): string {
  return `${env.serverUrl}/api/newsletter/unsubscribe?${unsubscribeQuery(subscriber)}`
}

/** The unsubscribe page, in the subscriber's language: the link in each email's footer. */
export function unsubscribePageUrl(subscriber: Subscriber): string {
  return `${env.serverUrl}${localizedPath(subscriber.language, '/newsletter/unsubscribe')}?${unsubscribeQuery(subscriber)}`
}

import { env } from '@/lib/env'
import { CONFIRM_TTL_MS, subscriptionLinkTokens } from '@/lib/signedLinks'
import { localizedPath } from '@/lib/newsletter/links'

type Subscriber = { id: number; email: string; language?: string | null }

/** The page that places the sub-processor list (seeded as a CMS page), its feed, and the subscription's pages. */
export const SUB_PROCESSORS_PATH = '/trust/sub-processors'
export const SUB_PROCESSORS_FEED_PATH = `${SUB_PROCESSORS_PATH}/rss.xml`
export const CONFIRMATION_PATH = `${SUB_PROCESSORS_PATH}/confirmation`
export const UNSUBSCRIBE_PATH = `${SUB_PROCESSORS_PATH}/unsubscribe`
export const CONFIRM_API_PATH = '/api/trust/sub-processors/confirm'
export const UNSUBSCRIBE_API_PATH = '/api/trust/sub-processors/unsubscribe'

export const tokens = subscriptionLinkTokens('sub-processor-links')

/** The list's page in a language, absolute: where every notice links. */
export const listUrl = (language: string | null | undefined) => `${env.serverUrl}${localizedPath(language, SUB_PROCESSORS_PATH)}`

/** The link in the confirmation email: GET confirms, then shows the confirmed page. */
export function confirmUrl(subscriber: Subscriber, now = Date.now()): string {
  const expires = now + CONFIRM_TTL_MS
  const query = new URLSearchParams({ s: String(subscriber.id), e: String(expires), t: tokens.confirmToken(subscriber, expires) })
  return `${env.serverUrl}${CONFIRM_API_PATH}?${query}`
}

const unsubscribeQuery = (subscriber: Subscriber) => new URLSearchParams({ s: String(subscriber.id), t: tokens.unsubscribeToken(subscriber) })

/** The `List-Unsubscribe` URL (RFC 8058): a one-click POST unsubscribes; a GET shows the page. */
export const oneClickUnsubscribeUrl = (subscriber: Subscriber) => `${env.serverUrl}${UNSUBSCRIBE_API_PATH}?${unsubscribeQuery(subscriber)}`

/** The unsubscribe page in the subscriber's language: the link in each email's footer. */
export const unsubscribePageUrl = (subscriber: Subscriber) =>
  `${env.serverUrl}${localizedPath(subscriber.language, UNSUBSCRIBE_PATH)}?${unsubscribeQuery(subscriber)}`

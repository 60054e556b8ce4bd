import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

/** A confirmation link is good for seven days. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000

type Subscriber = { id: number; email: string }

const matches = (token: string, expected: string) => {
  const given = Buffer.from(token)
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

/**
 * The tokens of a subscription's emailed links (confirm, unsubscribe), signed with a key of the
 * list's own, derived from the app's secret: a link of one list, or of another kind, never passes
 * for another, though two lists' subscribers may share an id and an address.
 */
export function subscriptionLinkTokens(list: string) {
  const key = () => {
    const secret = env.payloadSecret
    if (!secret) throw new Error('PAYLOAD_SECRET is not set')
    return createHash('sha256').update(`${list}:${secret}`).digest()
  }
  const sign = (message: string) => createHmac('sha256', key()).update(message).digest('base64url')

  /** The confirmation link's token for a subscriber, valid until `expires` (ms since the epoch). */
  const confirmToken = (subscriber: Subscriber, expires: number): string =>
    sign(`confirm:${subscriber.id}:${subscriber.email}:${expires}`)

  /** The unsubscribe link's token: it never expires, as every email ever sent must keep working. */
  const unsubscribeToken = (subscriber: Subscriber): string =>
    sign(`unsubscribe:${subscriber.id}:${subscriber.email}`)

  return {
    confirmToken,
    isValidConfirmToken: (
      subscriber: Subscriber,
      expires: number,
      token: string,
      now = Date.now(),
    ): boolean =>
      Number.isFinite(expires) &&
      expires > now &&
      matches(token, confirmToken(subscriber, expires)),
    unsubscribeToken,
    isValidUnsubscribeToken: (subscriber: Subscriber, token: string): boolean =>
      matches(token, unsubscribeToken(subscriber)),
  }
}

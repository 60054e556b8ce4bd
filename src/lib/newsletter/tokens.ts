import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** A confirmation link is good for seven days. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000

// A key of its own, derived from the app's secret, so these tokens can never pass for another kind.
const key = () => {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHash('sha256').update(`newsletter-links:${secret}`).digest()
}

const sign = (message: string) => createHmac('sha256', key()).update(message).digest('base64url')

const matches = (token: string, expected: string) => {
  const given = Buffer.from(token)
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}

type Subscriber = { id: number; email: string }

/** The confirmation link's token for a subscriber, valid until `expires` (ms since the epoch). */
export function confirmToken(subscriber: Subscriber, expires: number): string {
  return sign(`confirm:${subscriber.id}:${subscriber.email}:${expires}`)
}

export function isValidConfirmToken(
  subscriber: Subscriber,
  expires: number,
  token: string,
  now = Date.now(),
): boolean {
  return (
    Number.isFinite(expires) && expires > now && matches(token, confirmToken(subscriber, expires))
  )
}

/** The unsubscribe link's token: it never expires, as every email ever sent must keep working. */
export function unsubscribeToken(subscriber: Subscriber): string {
  return sign(`unsubscribe:${subscriber.id}:${subscriber.email}`)
}

export function isValidUnsubscribeToken(subscriber: Subscriber, token: string): boolean {
  return matches(token, unsubscribeToken(subscriber))
}

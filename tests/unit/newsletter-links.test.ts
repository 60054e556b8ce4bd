import { beforeAll, describe, expect, it } from 'vitest'
import { newsletterList } from '@/lib/newsletter/list'
import { CONFIRM_TTL_MS } from '@/lib/signedLinks'
import { webhookSignature } from '@/lib/leads/webhook'

const { confirmToken, isValidConfirmToken, isValidUnsubscribeToken, unsubscribeToken } =
  newsletterList.tokens
const subscriber = { id: 7, email: 'reader@example.org' }

beforeAll(() => {
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
})

describe('newsletter confirmation links', () => {
  it('a confirmation token is valid until its expiry and not after', () => {
    const now = Date.now()
    const expires = now + CONFIRM_TTL_MS
    const token = confirmToken(subscriber, expires)
    expect(isValidConfirmToken(subscriber, expires, token, now + CONFIRM_TTL_MS - 1)).toBe(true)
    expect(isValidConfirmToken(subscriber, expires, token, now + CONFIRM_TTL_MS + 1)).toBe(false)
  })

  it('a token moved to a later expiry or to another subscriber is refused', () => {
    const expires = Date.now() + 1_000
    const token = confirmToken(subscriber, expires)
    expect(isValidConfirmToken(subscriber, expires + CONFIRM_TTL_MS, token)).toBe(false)
    expect(isValidConfirmToken({ ...subscriber, id: 8 }, expires, token)).toBe(false)
  })

  it('an unsubscribe token is no confirmation token, and names one subscriber', () => {
    const token = unsubscribeToken(subscriber)
    expect(isValidUnsubscribeToken(subscriber, token)).toBe(true)
    expect(isValidUnsubscribeToken({ ...subscriber, email: 'other@example.org' }, token)).toBe(
      false,
    )
    expect(isValidConfirmToken(subscriber, Number.MAX_SAFE_INTEGER, token)).toBe(false)
  })
})

describe('webhook signature', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(webhookSignature('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })
})

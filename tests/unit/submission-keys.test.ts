import { describe, expect, it } from 'vitest'
import { isWellFormedKey, readKeyHeader } from '@/lib/idempotency/key'
import { answersHash, fingerprint } from '@/lib/idempotency/store'
import { submissionKey } from '@/forms/useSubmissionKey'

describe('the Idempotency-Key header', () => {
  it('is read as the draft writes it, quoted, or bare', () => {
    const key = '8e03978e-40d5-43e8-bc93-6894a57f9324'
    expect(readKeyHeader(`"${key}"`)).toBe(key)
    expect(readKeyHeader(key)).toBe(key)
    expect(readKeyHeader(null)).toBeNull()
  })

  it('that is too short, too long or holds other characters is malformed', () => {
    for (const value of [
      'short',
      'a'.repeat(129),
      '"8e03978e 40d5 43e8"',
      'fp:0123456789abcdef',
      '',
    ]) {
      expect(readKeyHeader(value), value).toBe('malformed')
    }
    expect(isWellFormedKey(undefined)).toBe(false)
  })
})

describe('the answers a key is kept with', () => {
  it('hash the same whatever the order of their fields and the spaces around their text', () => {
    expect(answersHash({ name: ' Ada ', email: 'ada@school.example', support: ['lms'] })).toBe(
      answersHash({ support: ['lms'], email: 'ada@school.example', name: 'Ada', phone: undefined }),
    )
  })

  it('hash apart when an answer differs', () => {
    expect(answersHash({ name: 'Ada' })).not.toBe(answersHash({ name: 'Ida' }))
    expect(answersHash({ support: ['lms', 'fee-waiver'] })).not.toBe(
      answersHash({ support: ['lms'] }),
    )
  })

  it('make a fingerprint of the form, the answers and the client: another of any is another submission', () => {
    const answers = { email: 'ada@school.example' }
    const first = fingerprint('contact', answers, '203.0.113.7')
    expect(first).toMatch(/^fp:[0-9a-f]{64}$/)
    expect(fingerprint('contact', { email: ' ada@school.example ' }, '203.0.113.7')).toBe(first)
    expect(fingerprint('contact', answers, '203.0.113.8')).not.toBe(first)
    expect(fingerprint('demo', answers, '203.0.113.7')).not.toBe(first)
  })
})

describe("a form's submission key in the browser", () => {
  it('is made when the form starts, and kept for every try of the same answers', () => {
    const key = submissionKey()
    key.start()
    const first = key.forAnswers({ email: 'ada@school.example' })
    expect(isWellFormedKey(first)).toBe(true)
    expect(key.forAnswers({ email: 'ada@school.example' })).toBe(first)
    // The server trims text too: the same answers, the same submission.
    expect(key.forAnswers({ email: ' ada@school.example ' })).toBe(first)
  })

  it('is new once the answers changed, and after a success', () => {
    const key = submissionKey()
    key.start()
    const first = key.forAnswers({ email: 'ada@school.example' })
    const changed = key.forAnswers({ email: 'ida@school.example' })
    expect(changed).not.toBe(first)
    key.renew()
    expect(key.forAnswers({ email: 'ida@school.example' })).not.toBe(changed)
  })
})

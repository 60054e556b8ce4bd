import { afterEach, describe, expect, it } from 'vitest'
import { decryptSecret, encryptSecret, hashRecoveryCode } from '@/lib/twoFactor/crypto'
import { mustEnrol } from '@/lib/twoFactor/policy'
import { newRecoveryCodes, normaliseRecoveryCode } from '@/lib/twoFactor/recoveryCodes'
import { secondStep } from '@/lib/twoFactor/state'
import { checkTotp, currentTotp, newTotpSecret } from '@/lib/twoFactor/totp'

process.env.PAYLOAD_SECRET ||= 'unit-test-secret'

afterEach(() => {
  delete process.env.TWO_FACTOR_EDITORS
})

describe('who must enrol', () => {
  it('admins, sales and reviewers always; editors unless TWO_FACTOR_EDITORS=optional', () => {
    expect(mustEnrol({ roles: ['admin'] })).toBe(true)
    expect(mustEnrol({ roles: ['reviewer'] })).toBe(true)
    expect(mustEnrol({ roles: ['sales'] })).toBe(true)
    expect(mustEnrol({ roles: ['editor'] })).toBe(true)
    process.env.TWO_FACTOR_EDITORS = 'optional'
    expect(mustEnrol({ roles: ['editor'] })).toBe(false)
    expect(mustEnrol({ roles: ['editor', 'reviewer'] })).toBe(true)
    expect(mustEnrol({ roles: ['editor', 'sales'] })).toBe(true)
  })
})

describe('the second step of a session', () => {
  it('passes only the session ids that gave a code', () => {
    const facts = { roles: ['editor' as const], hasFactor: true, verifiedSessions: ['a'] }
    expect(secondStep({ ...facts, sid: 'a' })).toBe('passed')
    expect(secondStep({ ...facts, sid: 'b' })).toBe('code')
    expect(secondStep({ ...facts, sid: undefined })).toBe('code')
  })

  it('sends users without a factor to enrolment, unless their role may skip it', () => {
    expect(
      secondStep({ roles: ['reviewer'], hasFactor: false, verifiedSessions: [], sid: 'a' }),
    ).toBe('enrol')
    process.env.TWO_FACTOR_EDITORS = 'optional'
    expect(
      secondStep({ roles: ['editor'], hasFactor: false, verifiedSessions: [], sid: 'a' }),
    ).toBe('passed')
  })
})

describe('TOTP codes', () => {
  it('accepts the previous, current and next window, refuses older ones and replays', async () => {
    const secret = newTotpSecret()
    const now = Math.floor(Date.now() / 1000)
    for (const offset of [-30, 0, 30])
      expect((await checkTotp(secret, await currentTotp(secret, now + offset))).valid).toBe(true)
    expect((await checkTotp(secret, await currentTotp(secret, now - 120))).valid).toBe(false)
    const first = await checkTotp(secret, await currentTotp(secret, now))
    expect(first.valid).toBe(true)
    if (!first.valid) return
    expect((await checkTotp(secret, await currentTotp(secret, now), first.timeStep)).valid).toBe(
      false,
    )
    expect((await checkTotp(secret, 'abcdef')).valid).toBe(false)
  })
})

describe('stored secrets and recovery codes', () => {
  it('encrypts secrets (never the same ciphertext twice) and decrypts them back', () => {
    const secret = newTotpSecret()
    const [one, two] = [encryptSecret(secret), encryptSecret(secret)]
    expect(one).not.toContain(secret)
    expect(one).not.toBe(two)
    expect(decryptSecret(one)).toBe(secret)
  })

  it('refuses a tampered ciphertext', () => {
    const stored = encryptSecret(newTotpSecret())
    // A bit flipped in the ciphertext's bytes: a changed base64 character could be one whose bits
    // are padding, or the very character it replaced (as it was once in 64 runs).
    const parts = stored.split(':')
    const bytes = Buffer.from(parts[3], 'base64url')
    bytes[0] ^= 1
    const tampered = [...parts.slice(0, 3), bytes.toString('base64url')].join(':')
    expect(tampered).not.toBe(stored)
    expect(() => decryptSecret(tampered)).toThrow()
  })

  it('makes ten distinct readable recovery codes, matched in any case and with or without the dash', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
    const [code] = codes
    expect(hashRecoveryCode(normaliseRecoveryCode(code.toLowerCase().replace('-', ' ')))).toBe(
      hashRecoveryCode(normaliseRecoveryCode(code)),
    )
    expect(hashRecoveryCode(normaliseRecoveryCode(code))).not.toContain(code)
  })
})

import { pathToRegexp } from 'path-to-regexp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { localeRewrites } from '../../config/localeRoutes.mjs'
import { wellKnownRewrites } from '../../config/wellKnownRewrites.mjs'
import { getSiteSettings } from '@/data/content'
import { SECURITY_TXT_PATH, securityTxt, securityTxtExpiry } from '@/lib/trust/securityTxt'
import { GET } from '../../src/app/(site)/next/security-txt/route'

vi.mock('@/data/content', () => ({ getSiteSettings: vi.fn() }))
const settingsWith = (trust: object) =>
  vi.mocked(getSiteSettings).mockResolvedValue({ trust } as never)

const DAY_MS = 24 * 60 * 60 * 1000

describe('security.txt (RFC 9116)', () => {
  const now = new Date('2026-11-28T17:45:12.345Z')
  const text = securityTxt({
    contact: 'security@school.example',
    serverUrl: 'https://www.school.example',
    now,
  })
  const fields = Object.fromEntries(
    text
      .trim()
      .split('\n')
      .map((line) => line.split(/: (.*)/s).slice(0, 2)),
  )

  it('names the contact, the languages, its own address and the policy, one field a line', () => {
    expect(fields).toMatchObject({
      Contact: 'mailto:security@school.example',
      'Preferred-Languages': 'en, es',
      Canonical: 'https://www.school.example/.well-known/security.txt',
      Policy: 'https://www.school.example/trust',
    })
    expect(text.endsWith('\n')).toBe(true)
  })

  it('expires less than a year ahead, at a midnight UTC, the same all day long', () => {
    const expires = new Date(fields.Expires)
    expect(fields.Expires).toBe('2027-05-27T00:00:00.000Z')
    expect(expires.getTime() - now.getTime()).toBeLessThan(365 * DAY_MS)
    expect(expires.getTime()).toBeGreaterThan(now.getTime() + 150 * DAY_MS)
    expect(securityTxtExpiry(new Date('2026-11-28T00:00:00.000Z'))).toEqual(
      securityTxtExpiry(new Date('2026-11-28T23:59:59.999Z')),
    )
  })
})

describe('the /.well-known/ rewrite (next.config.mjs)', () => {
  it('serves /.well-known/security.txt from the plumbing route, which the language rewrites leave alone', () => {
    const [rule] = wellKnownRewrites()
    expect(rule.source).toBe(SECURITY_TXT_PATH)
    expect(pathToRegexp(rule.source).exec(SECURITY_TXT_PATH)).not.toBeNull()
    expect(rule.destination).toBe('/next/security-txt')
    // Next applies every matching rule in turn: none of the language rules may take it further.
    for (const localeRule of localeRewrites())
      expect(pathToRegexp(localeRule.source).exec(rule.destination)).toBeNull()
  })
})

describe('the security.txt route', () => {
  beforeEach(() => {
    vi.stubEnv('SERVER_URL', 'https://www.school.example/')
  })

  it('answers the file as UTF-8 plain text that any cache may keep five minutes', async () => {
    settingsWith({ securityContact: 'security@school.example' })
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    const text = await response.text()
    expect(text).toMatch(/^Contact: mailto:security@school\.example\n/)
    expect(text).toContain('Canonical: https://www.school.example/.well-known/security.txt\n')
  })

  it('answers 404, kept by no cache, while Site settings name no security contact', async () => {
    for (const trust of [
      {},
      { securityContact: null, uptime: '99.9 %' },
      { securityContact: '  ' },
    ]) {
      settingsWith(trust)
      const response = await GET()
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })
})

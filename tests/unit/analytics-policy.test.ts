import { describe, expect, it } from 'vitest'
import { pagePolicy } from '../../config/securityHeaders.mjs'
import { analyticsConfig, analyticsOrigins, analyticsScriptUrl } from '@/lib/analytics/providers'
import { consentSettings } from '@/lib/consent/settings'

const ENV = { SERVER_URL: 'https://www.example.org', NODE_ENV: 'production' }
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `))
const originsOf = (stored: Parameters<typeof analyticsConfig>[0]) =>
  analyticsOrigins(analyticsConfig(stored))

describe('the analytics tool in Site settings and the Content-Security-Policy', () => {
  it('allows no other origin by default, and none for a provider missing what it needs', () => {
    expect(originsOf(undefined)).toEqual([])
    expect(originsOf({ provider: 'none', url: 'https://matomo.example.org', siteId: '1' })).toEqual(
      [],
    )
    expect(originsOf({ provider: 'matomo', url: '', siteId: '1' })).toEqual([])
    expect(originsOf({ provider: 'matomo', url: 'javascript:alert(1)', siteId: '1' })).toEqual([])
    expect(
      originsOf({ provider: 'plausible', url: 'https://plausible.io/js/script.js', siteId: '' }),
    ).toEqual([])
    const policy = pagePolicy([], ENV)
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
  })

  it("allows exactly the chosen provider's origin for scripts, requests and images", () => {
    const cases = [
      [
        { provider: 'matomo', url: 'https://stats.example.org/matomo/', siteId: '3' },
        ['https://stats.example.org'],
      ],
      [
        { provider: 'plausible', url: 'https://plausible.io/js/script.js', siteId: 'example.org' },
        ['https://plausible.io'],
      ],
      [
        { provider: 'umami', url: 'https://cloud.umami.is/script.js', siteId: 'b1c2' },
        ['https://cloud.umami.is'],
      ],
      [
        { provider: 'ga4', url: 'https://ignored.example', siteId: 'G-ABC123' },
        ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
      ],
    ] as const
    for (const [stored, expected] of cases) {
      const origins = originsOf(stored)
      expect(origins, stored.provider).toEqual(expected)
      const policy = pagePolicy(origins, ENV)
      for (const name of ['script-src', 'connect-src', 'img-src'])
        expect(directive(policy, name)?.endsWith(expected.join(' ')), name).toBe(true)
      expect(directive(policy, 'frame-src')).not.toContain(expected[0])
    }
  })

  it("loads each provider's script from that origin", () => {
    expect(
      analyticsScriptUrl(
        analyticsConfig({
          provider: 'matomo',
          url: 'https://stats.example.org/matomo',
          siteId: '3',
        })!,
      ),
    ).toBe('https://stats.example.org/matomo/matomo.js')
    expect(analyticsScriptUrl(analyticsConfig({ provider: 'ga4', siteId: 'G-ABC123' })!)).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    )
  })
})

describe("the banner's texts version", () => {
  const matomo = { provider: 'matomo', url: 'https://stats.example.org/', siteId: '1' }

  it('is no banner at all without a provider', () => {
    expect(consentSettings({ consentBanner: { message: { en: 'Hello' } } })).toBeNull()
  })

  it('stays the same for the same texts and changes when any text in any language changes', () => {
    const base = consentSettings({
      analytics: matomo,
      consentBanner: { message: { en: 'We count visits.', es: 'Contamos visitas.' } },
    })!
    const again = consentSettings({
      analytics: { ...matomo, siteId: '2' },
      consentBanner: { message: { en: 'We count visits.', es: 'Contamos visitas.' } },
    })!
    expect(again.version).toBe(base.version)
    const spanish = consentSettings({
      analytics: matomo,
      consentBanner: { message: { en: 'We count visits.', es: 'Contamos las visitas.' } },
    })!
    const choice = consentSettings({
      analytics: matomo,
      consentBanner: {
        message: { en: 'We count visits.', es: 'Contamos visitas.' },
        marketing: { en: 'Campaigns.' },
      },
    })!
    expect(new Set([base.version, spanish.version, choice.version]).size).toBe(3)
    expect(base.version).toMatch(/^[A-Za-z0-9_-]{12}$/)
  })

  it('uses the built-in texts where a text is empty, in each language', () => {
    const settings = consentSettings({
      analytics: matomo,
      consentBanner: { message: { en: '  ', es: null } },
    })!
    const defaults = consentSettings({ analytics: matomo })!
    expect(settings.version).toBe(defaults.version)
    expect(settings.texts.es.message).toMatch(/^Usamos cookies/)
  })
})

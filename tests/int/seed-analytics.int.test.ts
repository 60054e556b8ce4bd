import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seedAnalytics } from '../../seed/analytics'
import { siteSettingsSeed } from '../../seed/siteSettings'
import { testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // As `npm run seed` does first: the analytics group joins settings that are filled.
  if (!(await payload.findGlobal({ slug: 'site-settings', depth: 0 })).brandName) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: siteSettingsSeed,
      context: { disableRevalidate: true },
    })
  }
})

const EMPTY = { provider: 'none' as const, url: null, siteId: null }
const setAnalytics = (analytics: {
  provider: 'none' | 'matomo' | 'plausible'
  url: string | null
  siteId: string | null
}) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { analytics },
    context: { disableRevalidate: true },
  })
const analytics = async () =>
  (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).analytics

// The database is shared by the run: leave the group as every other test expects it, empty.
afterEach(() => setAnalytics(EMPTY))

describe('npm run seed and the analytics settings', () => {
  const env = {
    ANALYTICS_PROVIDER: 'matomo',
    ANALYTICS_URL: 'https://stats.example.org/',
    ANALYTICS_SITE_ID: '4',
  }

  it('fills the empty group from ANALYTICS_PROVIDER, ANALYTICS_URL and ANALYTICS_SITE_ID', async () => {
    await setAnalytics(EMPTY)
    await seedAnalytics(payload, env)
    expect(await analytics()).toMatchObject({
      provider: 'matomo',
      url: 'https://stats.example.org/',
      siteId: '4',
    })
  })

  it('leaves a group an admin filled, and does nothing without the environment', async () => {
    await setAnalytics({
      provider: 'plausible',
      url: 'https://plausible.io/js/script.js',
      siteId: 'example.org',
    })
    await seedAnalytics(payload, env)
    expect((await analytics())?.provider).toBe('plausible')
    await setAnalytics(EMPTY)
    await seedAnalytics(payload, {})
    expect((await analytics())?.provider).toBe('none')
  })

  it('refuses a provider it does not know', async () => {
    await expect(seedAnalytics(payload, { ANALYTICS_PROVIDER: 'hotjar' })).rejects.toThrow(
      /ANALYTICS_PROVIDER must be one of/,
    )
  })
})

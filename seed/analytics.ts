import type { Payload } from 'payload'
import { isAnalyticsProvider } from '@/lib/analytics/providers'

type Env = Record<string, string | undefined>

/** Site settings › Analytics from ANALYTICS_PROVIDER, ANALYTICS_URL and ANALYTICS_SITE_ID, or null when unset. */
export function analyticsFromEnv(env: Env = process.env) {
  const provider = env.ANALYTICS_PROVIDER?.trim()
  if (!provider) return null
  if (!isAnalyticsProvider(provider)) {
    throw new Error(
      `ANALYTICS_PROVIDER must be one of none, matomo, plausible, umami, ga4 (got "${provider}")`,
    )
  }
  return {
    provider,
    url: env.ANALYTICS_URL?.trim() || null,
    siteId: env.ANALYTICS_SITE_ID?.trim() || null,
  }
}

/** Fills the analytics group from the environment when it is set and the group is still empty. */
export async function seedAnalytics(payload: Payload, env: Env = process.env): Promise<void> {
  const analytics = analyticsFromEnv(env)
  if (!analytics) return
  const current = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).analytics
  if ((current?.provider && current.provider !== 'none') || current?.url || current?.siteId) return
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { analytics },
    context: { disableRevalidate: true },
  })
  payload.logger.info(
    { provider: analytics.provider },
    'seed: analytics settings filled from the environment',
  )
}

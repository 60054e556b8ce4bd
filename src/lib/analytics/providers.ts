/**
 * The analytics tools an admin may choose in Site settings › Analytics, what each needs, and the
 * origins the browser must reach for it: the Content-Security-Policy of a page allows exactly
 * those, and nothing when none is chosen.
 */
export const ANALYTICS_PROVIDERS = ['none', 'matomo', 'plausible', 'umami', 'ga4'] as const
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number]

/** A usable configuration: a provider with what it needs. */
export type AnalyticsConfig = {
  provider: Exclude<AnalyticsProvider, 'none'>
  url: string
  siteId: string
}

type StoredAnalytics =
  { provider?: string | null; url?: string | null; siteId?: string | null } | null | undefined

const GTAG_ORIGIN = 'https://www.googletagmanager.com'
// Google Analytics sends its hits to www. or a regional host (region1.) of this domain.
const GA_COLLECT_ORIGINS = 'https://*.google-analytics.com'

export const isAnalyticsProvider = (value: unknown): value is AnalyticsProvider =>
  ANALYTICS_PROVIDERS.includes(value as AnalyticsProvider)

function httpUrl(value: string | null | undefined): URL | null {
  try {
    const url = new URL((value ?? '').trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/**
 * The configuration Site settings hold, or null when none is chosen or what the provider needs
 * is missing (no URL for Matomo, Plausible or Umami; no site id, domain or measurement id).
 */
export function analyticsConfig(stored: StoredAnalytics): AnalyticsConfig | null {
  const provider = stored?.provider
  const siteId = stored?.siteId?.trim() ?? ''
  if (!isAnalyticsProvider(provider) || provider === 'none' || !siteId) return null
  if (provider === 'ga4') return { provider, url: '', siteId }
  const url = httpUrl(stored?.url)
  return url ? { provider, url: url.href, siteId } : null
}

/** The origins the chosen provider's script is loaded from and sends to. */
export function analyticsOrigins(config: AnalyticsConfig | null): string[] {
  if (!config) return []
  if (config.provider === 'ga4') return [GTAG_ORIGIN, GA_COLLECT_ORIGINS]
  return [new URL(config.url).origin]
}

/** Matomo's base URL, ending with a slash, whichever way the admin wrote it. */
export const matomoBase = (url: string) => (url.endsWith('/') ? url : `${url}/`)

/** The script the browser loads once analytics is accepted. */
export function analyticsScriptUrl(config: AnalyticsConfig): string {
  switch (config.provider) {
    case 'matomo':
      return `${matomoBase(config.url)}matomo.js`
    case 'ga4':
      return `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(config.siteId)}`
    default:
      return config.url
  }
}

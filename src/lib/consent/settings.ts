import { analyticsConfig, type AnalyticsConfig } from '@/lib/analytics/providers'
import type { Locale } from '@/lib/i18n/locales'
import { consentTexts, consentTextsVersion } from './bannerTexts'
import type { ConsentTexts } from './messages'

/** The banner's settings: present only when something non-essential (an analytics tool) is configured. */
export type ConsentSettings = {
  analytics: AnalyticsConfig
  texts: Record<Locale, ConsentTexts>
  version: string
}

type StoredSettings = {
  analytics?: Parameters<typeof analyticsConfig>[0]
  consentBanner?: Parameters<typeof consentTexts>[0]
}

/** From Site settings read in every language (`locale: 'all'`); null means no banner and no cookie. */
export function consentSettings(stored: StoredSettings | null | undefined): ConsentSettings | null {
  const analytics = analyticsConfig(stored?.analytics)
  if (!analytics) return null
  const texts = consentTexts(stored?.consentBanner)
  return { analytics, texts, version: consentTextsVersion(texts) }
}

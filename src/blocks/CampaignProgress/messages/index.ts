import type { Locale } from '@/lib/i18n/locales'
import type { CampaignMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, CampaignMessages> = byLanguage

/** The campaign progress block’s words in a language. */
export const campaignMessages = (locale: Locale): CampaignMessages => catalogues[locale]

import type { Locale } from '@/lib/i18n/locales'
import { en, type CampaignMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, CampaignMessages> = { en, es }

/** The campaign progress block’s words in a language. */
export const campaignMessages = (locale: Locale): CampaignMessages => catalogues[locale]

import type { Locale } from '@/lib/i18n/locales'
import type { SiteMessages } from './en'
import { byLanguage } from './catalogues'

const catalogues: Record<Locale, SiteMessages> = byLanguage

export const siteMessages = (locale: Locale): SiteMessages => catalogues[locale]
export type { SiteMessages }

import type { Locale } from '@/lib/i18n/locales'
import { en, type SiteMessages } from './en'
import { es } from './es'

const catalogues: Record<Locale, SiteMessages> = { en, es }

export const siteMessages = (locale: Locale): SiteMessages => catalogues[locale]
export type { SiteMessages }

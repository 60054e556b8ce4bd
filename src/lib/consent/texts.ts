import { createHash } from 'node:crypto'
import { LOCALES, type Locale } from '@/lib/i18n/locales'

/** What marketers write on the banner (Site settings › Analytics), per language. */
export type ConsentTexts = { message: string; analytics: string; marketing: string }

export const DEFAULT_CONSENT_TEXTS: Record<Locale, ConsentTexts> = {
  en: {
    message:
      'We use cookies for analytics, to learn which pages help our visitors, and for marketing, to know which campaign brought you. Nothing is set until you choose.',
    analytics: 'Analytics: counts visits and form submissions, never what you type.',
    marketing: 'Marketing: remembers the campaign or site that first brought you here, for 90 days.',
  },
  es: {
    message:
      'Usamos cookies de analítica, para saber qué páginas ayudan a nuestros visitantes, y de marketing, para saber qué campaña le trajo. No se guarda nada hasta que elija.',
    analytics: 'Analítica: cuenta visitas y envíos de formularios, nunca lo que escribe.',
    marketing: 'Marketing: recuerda durante 90 días la campaña o el sitio que le trajo por primera vez.',
  },
}

type Localized = Partial<Record<string, string | null>> | string | null | undefined

/** A field read with `locale: 'all'`: one value per language (or a plain string, if not localized). */
const inLocale = (value: Localized, locale: Locale) => (typeof value === 'string' ? value : value?.[locale])?.trim()

/** Each language's texts, the default where a text is empty. */
export function consentTexts(stored: Partial<Record<keyof ConsentTexts, Localized>> | null | undefined): Record<Locale, ConsentTexts> {
  const texts = {} as Record<Locale, ConsentTexts>
  for (const locale of LOCALES) {
    const fallback = DEFAULT_CONSENT_TEXTS[locale]
    texts[locale] = {
      message: inLocale(stored?.message, locale) || fallback.message,
      analytics: inLocale(stored?.analytics, locale) || fallback.analytics,
      marketing: inLocale(stored?.marketing, locale) || fallback.marketing,
    }
  }
  return texts
}

/**
 * The version of the banner's texts, in every language: a choice made under other texts is no
 * choice for these, so a change of any text asks every visitor again.
 */
export function consentTextsVersion(texts: Record<Locale, ConsentTexts>): string {
  const canonical = JSON.stringify(LOCALES.map((locale) => [locale, texts[locale].message, texts[locale].analytics, texts[locale].marketing]))
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 12)
}

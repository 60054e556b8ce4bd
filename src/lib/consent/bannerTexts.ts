import { createHash } from 'node:crypto'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { DEFAULT_CONSENT_TEXTS, type ConsentTexts } from './messages'

type Localized = Partial<Record<string, string | null>> | string | null | undefined

/** A field read with `locale: 'all'`: one value per language (or a plain string, if not localized). */
const inLocale = (value: Localized, locale: Locale) =>
  (typeof value === 'string' ? value : value?.[locale])?.trim()

/** Each language's texts, the default where a text is empty. */
export function consentTexts(
  stored: Partial<Record<keyof ConsentTexts, Localized>> | null | undefined,
): Record<Locale, ConsentTexts> {
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
  const canonical = JSON.stringify(
    LOCALES.map((locale) => [
      locale,
      texts[locale].message,
      texts[locale].analytics,
      texts[locale].marketing,
    ]),
  )
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 12)
}

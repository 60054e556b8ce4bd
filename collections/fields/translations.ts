import type { Field, FieldHook } from 'payload'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, isLocale, type Locale } from '@/lib/i18n/locales'

/**
 * Keeps the list of languages a document has been translated into: a language counts once the
 * document has its own title (`titleField`) in it. Visitors of an untranslated language see
 * English, marked noindex (src/lib/i18n/translation.ts); staff filter the list by this column.
 */
function trackTranslations(titleField: string): FieldHook {
  return ({ value, data, originalDoc, req }) => {
    const locale = req.locale
    const known = new Set<Locale>(
      ((value ?? originalDoc?.translatedInto ?? []) as unknown[]).filter(isLocale),
    )
    known.add(DEFAULT_LOCALE)
    if (!isLocale(locale)) return [...known]
    const title = data?.[titleField] ?? originalDoc?.[titleField]
    if (typeof title === 'string' && title.trim()) known.add(locale)
    else if (locale !== DEFAULT_LOCALE) known.delete(locale)
    return LOCALES.filter((code) => known.has(code))
  }
}

export const translatedIntoField = (titleField = 'title'): Field => ({
  name: 'translatedInto',
  label: 'Translated into',
  type: 'select',
  hasMany: true,
  options: LOCALES.map((code) => ({ label: LOCALE_INFO[code].label, value: code })),
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Filled in on save: a language counts once the title is written in it.',
  },
  hooks: { beforeChange: [trackTranslations(titleField)] },
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES, localeOrDefault } from '@/lib/i18n/locales'

describe('a language read from outside', () => {
  it.each(LOCALES)('%j is kept', (locale) => {
    expect(localeOrDefault(locale)).toBe(locale)
  })

  it.each([undefined, null, '', 'fr', 'ES', ' es', 'constructor', 7, {}])(
    '%j becomes the default language',
    (value) => {
      expect(localeOrDefault(value)).toBe(DEFAULT_LOCALE)
    },
  )
})

import type { Locale } from '@/lib/i18n/locales'

// What a block's select or radio field says of its options to visitors, on Payload's extension
// point for custom field data (server only). tests/unit/visitor-labels-in-every-language.test.ts
// reads it: every option field of a block says one or the other.
declare module 'payload' {
  interface FieldCustom {
    /** The options' values are shown to visitors: their words in a language, by value. */
    visitorWords?: (locale: Locale) => Readonly<Record<string, string>>
    /** No visitor reads the options' labels; why. */
    visitorNeverReads?: string
  }
}

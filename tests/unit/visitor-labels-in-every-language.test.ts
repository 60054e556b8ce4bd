import { describe, expect, it } from 'vitest'
import { FAQ_CATEGORIES } from '../../collections/Faqs'
import { JOB_TYPES } from '../../collections/Jobs'
import { contentMessages, type ContentMessages } from '../../src/components/content/messages'
import { DEFAULT_LOCALE, LOCALES } from '../../src/lib/i18n/locales'

/**
 * The option lists of visitor-facing collections whose values a page shows, and where each
 * language's words for them live. A new list a visitor sees belongs here.
 */
const VISITOR_OPTION_LISTS: { list: string; values: readonly string[]; labels: (messages: ContentMessages) => Record<string, string> }[] = [
  { list: 'FAQ categories (the FAQ list’s headings)', values: FAQ_CATEGORIES.map((category) => category.value), labels: (messages) => messages.faq.categories },
  { list: 'job types (/careers and each job’s page)', values: JOB_TYPES, labels: (messages) => messages.job.types },
]

describe('every option a visitor can read', () => {
  for (const { list, values, labels } of VISITOR_OPTION_LISTS) {
    for (const locale of LOCALES) {
      it(`${list}: has words in ${locale}`, () => {
        const words = labels(contentMessages(locale))
        for (const value of values) expect(words[value]?.trim(), `${value} in ${locale}`).toBeTruthy()
      })
    }

    it(`${list}: is translated, not the English copied`, () => {
      const english = labels(contentMessages(DEFAULT_LOCALE))
      for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
        const words = labels(contentMessages(locale))
        for (const value of values) expect(words[value], `${value} in ${locale}`).not.toBe(english[value])
      }
    })
  }
})

import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { CaseStudies } from '../../collections/CaseStudies'
import { DemoVideos } from '../../collections/DemoVideos'
import { Faqs } from '../../collections/Faqs'
import { FAQ_CATEGORIES } from '@/lib/faqCategories'
import { SiteSettings } from '../../collections/globals/SiteSettings'
import { JOB_TYPES, Jobs } from '../../collections/Jobs'
import { Pages } from '../../collections/Pages'
import { PricingTiers } from '../../collections/PricingTiers'
import { pageBlocks } from '../../src/blocks/pageBlocks'
import { contentMessages, type ContentMessages } from '../../src/components/content/messages'
import { DEFAULT_LOCALE, LOCALES } from '../../src/lib/i18n/locales'
import { WEEKDAYS } from '../../src/lib/whatsapp/hours'

/**
 * The option lists of visitor-facing collections whose values a page shows, and where each
 * language's words for them live. A new list a visitor sees belongs here.
 */
const VISITOR_OPTION_LISTS: {
  field: string
  list: string
  values: readonly string[]
  labels: (messages: ContentMessages) => Record<string, string>
}[] = [
  {
    field: 'faqs.category',
    list: 'FAQ categories (the FAQ list’s headings)',
    values: FAQ_CATEGORIES.map((category) => category.value),
    labels: (messages) => messages.faq.categories,
  },
  {
    field: 'jobs.type',
    list: 'job types (/careers and each job’s page)',
    values: JOB_TYPES,
    labels: (messages) => messages.job.types,
  },
  {
    field: 'site-settings.whatsapp.hours.days',
    list: 'WhatsApp opening days (the WhatsApp lines’ hours)',
    values: WEEKDAYS,
    labels: (messages) => messages.whatsApp.days,
  },
]

/** The option fields of the collections visitors see whose labels no visitor reads, and why (a block's say it in the field, `custom`). */
const NEVER_SHOWN: Record<string, string> = {
  'case-studies.sections.style': 'chooses how a section is drawn',
  'pricing-tiers.audience':
    'places a tier under a tab; the tab’s words are the block’s own localized label',
  'site-settings.socialLinks.platform':
    'chooses the icon; the link’s name is the platform’s, the same in every language',
  'site-settings.notificationRoutes.form': 'staff’s notification routing',
  'site-settings.notificationRoutes.country': 'staff’s notification routing',
  'site-settings.analytics.provider': 'staff’s choice of analytics tool',
}

type Named = {
  name?: string
  type: string
  fields?: Field[]
  tabs?: { name?: string; fields: Field[] }[]
  blocks?: (Block | string)[]
  options?: readonly (string | { value: string })[]
}

type OptionField = { path: string; field: Field }

/** Every select and radio field among `fields`, with its path (`sections.style`), through groups, arrays, rows, tabs and blocks. */
function optionFields(fields: Field[], prefix = ''): OptionField[] {
  return fields.flatMap((field) => {
    const named = field as Named
    const path = named.name ? `${prefix}${named.name}` : prefix.replace(/\.$/, '')
    const inner = path ? `${path}.` : ''
    if (named.type === 'select' || named.type === 'radio') return [{ path, field }]
    if (named.type === 'tabs')
      return (named.tabs ?? []).flatMap((tab) =>
        optionFields(tab.fields, tab.name ? `${inner}${tab.name}.` : inner),
      )
    if (named.type === 'blocks')
      return (named.blocks ?? []).flatMap((block) =>
        typeof block === 'string' ? [] : optionFields(block.fields, inner),
      )
    return named.fields ? optionFields(named.fields, inner) : []
  })
}

const optionValues = (field: Field) =>
  ((field as Named).options ?? []).map((option) =>
    typeof option === 'string' ? option : option.value,
  )

/** Every option field of the collections and globals a visitor sees (their page blocks below). */
const VISITOR_FACING_OPTION_FIELDS = [
  Pages,
  Jobs,
  CaseStudies,
  Faqs,
  PricingTiers,
  DemoVideos,
  SiteSettings,
]
  .flatMap((config) => optionFields(config.fields).map(({ path }) => `${config.slug}.${path}`))
  // The page's blocks are walked below, from their folders; translatedInto is staff's bookkeeping.
  .filter((path) => !path.startsWith('pages.layout.') && !path.endsWith('.translatedInto'))

/** Every option field of the page blocks, nested blocks with their parents: each says in `custom` what visitors read of it. */
const BLOCK_OPTION_FIELDS = pageBlocks.flatMap((block) =>
  optionFields(block.fields).map(({ path, field }) => ({
    path: `block ${block.slug}.${path}`,
    field,
  })),
)

describe('every option a visitor can read', () => {
  it('is known: each option field of what visitors see has words in every language or is never shown', () => {
    const known = new Set([
      ...VISITOR_OPTION_LISTS.map((list) => list.field),
      ...Object.keys(NEVER_SHOWN),
    ])
    expect(VISITOR_FACING_OPTION_FIELDS.filter((path) => !known.has(path))).toEqual([])
    // And the tables name no field that is gone.
    expect([...known].filter((path) => !VISITOR_FACING_OPTION_FIELDS.includes(path))).toEqual([])
  })

  it('of a block is known: its field gives the words in every language or says why no visitor reads it', () => {
    expect(BLOCK_OPTION_FIELDS.length).toBeGreaterThan(0)
    const unsaid = BLOCK_OPTION_FIELDS.filter(
      ({ field }) => !field.custom?.visitorWords === !field.custom?.visitorNeverReads?.trim(),
    )
    expect(unsaid.map(({ path }) => path)).toEqual([])
  })

  for (const { path, field } of BLOCK_OPTION_FIELDS) {
    const words = field.custom?.visitorWords
    if (!words) continue
    it(`${path}: has words in every language, translated, not the English copied`, () => {
      const values = optionValues(field)
      expect(values.length).toBeGreaterThan(0)
      for (const locale of LOCALES) {
        for (const value of values)
          expect(words(locale)[value]?.trim(), `${value} in ${locale}`).toBeTruthy()
        if (locale === DEFAULT_LOCALE) continue
        for (const value of values)
          expect(words(locale)[value], `${value} in ${locale}`).not.toBe(
            words(DEFAULT_LOCALE)[value],
          )
      }
    })
  }

  for (const { list, values, labels } of VISITOR_OPTION_LISTS) {
    for (const locale of LOCALES) {
      it(`${list}: has words in ${locale}`, () => {
        const words = labels(contentMessages(locale))
        for (const value of values)
          expect(words[value]?.trim(), `${value} in ${locale}`).toBeTruthy()
      })
    }

    it(`${list}: is translated, not the English copied`, () => {
      const english = labels(contentMessages(DEFAULT_LOCALE))
      for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
        const words = labels(contentMessages(locale))
        for (const value of values)
          expect(words[value], `${value} in ${locale}`).not.toBe(english[value])
      }
    })
  }
})

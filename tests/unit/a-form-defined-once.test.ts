import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it, vi } from 'vitest'

// The HTML form's reader sits beside the door, whose module imports the Payload config. Forms are
// drawn on the server as a page would draw them: the server action and the page's path stand in.
vi.mock('@payload-config', () => ({ default: {} }))
vi.mock('next/navigation', () => ({ usePathname: () => '/somewhere' }))
vi.mock('@/forms/actions', () => ({ sendForm: async () => ({}) }))

const { defineForm, fieldKindsOf, laidOut, sentFields, storedFields } =
  await import('@/lib/forms/defineForm')
const { choices, count, email, optionalText, pagePath, requiredText, select } =
  await import('@/lib/forms/fieldSpecs')
const { FORMS, FORM_NAMES } = await import('@/lib/forms/definitions')
const { formTabs } = await import('@collections/fields/formColumns')
const { jsonBody, sentValues } = await import('@/forms/htmlForm')
const { leadNotification } = await import('@/forms/notifications')
const { formWords } = await import('@/lib/forms/words')
const { FORM_FIELDS_END, FORM_FIELDS_START, formFieldsMarkdown } =
  await import('@/lib/forms/fieldsDoc')
const { drawOptInForm } = await import('@/lib/forms/drawForm')
const { DefinedForm } = await import('@/forms/DefinedForm.client')
const { DefinedOptInForm } = await import('@/forms/DefinedOptInForm.client')
const { HONEYPOT_FIELD } = await import('@/lib/forms/honeypot')
const { RecoveryForm } = await import('@/forms/recovery/RecoveryForm.client')
const { IDEMPOTENCY_FIELD } = await import('@/lib/idempotency/key')
const { SOURCE_FIELD } = await import('@/lib/leadSource/names')

const COLLECTIONS: Record<string, CollectionConfig> = {
  demo: (await import('@collections/DemoRequests')).DemoRequests,
  quote: (await import('@collections/QuoteRequests')).QuoteRequests,
  contact: (await import('@collections/ContactMessages')).ContactMessages,
  newsletter: (await import('@collections/NewsletterSubscribers')).NewsletterSubscribers,
  documentRequest: (await import('@collections/DocumentRequests')).DocumentRequests,
  recovery: (await import('@collections/RecoveryApplications')).RecoveryApplications,
}

/** The columns staff and the system keep beside what the visitor sent (status, notes, consent, deliveries, a request's decision). */
const STAFF_SIDE = [
  'language',
  'source',
  'leadDeliveries',
  'status',
  'staffNotes',
  'confirmedAt',
  'unsubscribedAt',
  'consent',
  'decidedAt',
  'linkExpiresAt',
  'linkHash',
  'downloads',
]

/**
 * The recovery collection's columns that are not the applicant's answers: the sidebar (language,
 * source, deliveries, case ID and the review) and what reviewers add in the tabs.
 */
const RECOVERY_STAFF_ONLY = [
  'language',
  'source',
  'leadDeliveries',
  'caseId',
  'applicationStatus',
  'reviewedBy',
  'statusUpdatedAt',
  'lastChangedBy',
  'adminNotes',
  'moeId',
  'parish',
  'insured',
  'devicesLost',
]

/** A collection's named columns, rows opened, in order. */
const columnsOf = (fields: Field[]): string[] =>
  fields.flatMap((field) =>
    'name' in field
      ? [field.name]
      : 'fields' in field
        ? columnsOf(field.fields)
        : 'tabs' in field
          ? field.tabs.flatMap((tab) => columnsOf(tab.fields))
          : [],
  )

/** The names a form's HTML sends, in order, each once. */
const sentNames = (html: string) => [
  ...new Set(
    [...html.matchAll(/<(?:input|select|textarea)\b[^>]*?\sname="([^"]+)"/g)].map(
      (match) => match[1],
    ),
  ),
]

const FORM_MACHINERY = [HONEYPOT_FIELD, IDEMPOTENCY_FIELD, SOURCE_FIELD]
const storedName = (form: keyof typeof FORMS, name: string) =>
  (FORMS[form].fields as Record<string, { stored?: string }>)[name].stored ?? name

const TOPICS = [
  { value: 'emis', label: 'National EMIS' },
  { value: 'lms', label: 'Learning management' },
] as const
const ROOMS = [
  { value: 'kingston', label: 'Kingston' },
  { value: 'lagos', label: 'Lagos' },
] as const

// A form that exists in this test only: one definition is all it has.
const webinar = defineForm({
  name: 'webinar',
  collection: 'contact-messages',
  dashboard: { label: 'Webinar registrations', colour: '#000000' },
  crmTitle: 'Webinar registration',
  inbox: 'sales',
  staffList: { title: 'name', columns: ['name', 'email'], search: ['name'] },
  fields: {
    name: requiredText({ staff: 'Name', label: 'name', max: 40 }),
    email: email(),
    room: {
      ...select({ staff: 'Room', options: ROOMS, message: 'selectCountry' }),
      stored: 'city',
    },
    seats: count({ staff: 'Seats', label: 'numberOfSchools' }),
    topics: choices({
      staff: 'Topics',
      options: TOPICS,
      message: 'featuresFromList',
      atLeastOne: 'atLeastOneFeature',
    }),
    note: optionalText({ staff: 'Note', label: 'message', max: 200 }),
    page: pagePath(),
  },
  notification: {
    subject: (data) => `Webinar seat for ${data.name}`,
    heading: (data) => `${data.seats} seat(s) for ${data.name}`,
    replyTo: true,
  },
})

function htmlPost(entries: [string, string][]) {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('a form defined once', () => {
  it('checks with its fields’ rules and messages, in each language', () => {
    const sent = { name: ' ', email: 'nope', room: 'paris', seats: 0, topics: [] }
    const english = webinar.schema('en').safeParse(sent)
    const spanish = webinar.schema('es').safeParse(sent)
    const messages = (result: typeof english) =>
      Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      )
    expect(messages(english)).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      room: 'Select your country',
      seats: 'Number of schools must be at least 1',
      topics: 'Select at least one feature',
    })
    expect(Object.keys(messages(spanish))).toEqual(Object.keys(messages(english)))
    expect(messages(spanish).name).not.toBe(messages(english).name)
  })

  it('reads an HTML form’s POST by its fields’ kinds: numbers typed, ticks as a list', () => {
    const kinds = fieldKindsOf(webinar)
    expect(kinds).toEqual({ numbers: ['seats'], lists: ['topics'], flags: [] })
    const post = htmlPost([
      ['name', 'Ana'],
      ['email', 'ana@example.org'],
      ['room', 'lagos'],
      ['seats', '3'],
      ['topics', 'lms'],
      ['topics', 'emis'],
    ])
    const parsed = webinar.schema('en').parse(jsonBody(sentValues(post, kinds), kinds))
    expect(parsed).toEqual({
      name: 'Ana',
      email: 'ana@example.org',
      room: 'lagos',
      seats: 3,
      topics: ['lms', 'emis'],
    })
  })

  it('is stored under its columns and sent on as a lead under the names the form sends', () => {
    const data = webinar
      .schema('en')
      .parse({ name: 'Ana', email: 'ana@example.org', room: 'lagos', seats: 2, topics: ['emis'] })
    const stored = storedFields(webinar, data)
    expect(stored).toEqual({
      name: 'Ana',
      email: 'ana@example.org',
      city: 'lagos',
      seats: 2,
      topics: ['emis'],
      note: null,
      page: null,
    })
    expect(sentFields(webinar, { ...stored, id: 7, status: 'new' })).toEqual(data)
  })

  it('tells staff what was sent, options by their labels, answerable to the visitor', () => {
    const data = webinar.schema('en').parse({
      name: 'Ana',
      email: 'ana@example.org',
      room: 'lagos',
      seats: 2,
      topics: ['emis', 'lms'],
    })
    const email = leadNotification(webinar, data, 'https://cms.example/7')
    expect(email.subject).toBe('Webinar seat for Ana')
    expect(email.replyTo).toBe('ana@example.org')
    expect(email.html).toContain('2 seat(s) for Ana')
    for (const shown of [
      'Room',
      'Lagos',
      'Topics',
      'National EMIS, Learning management',
      'Note',
      'In the CMS',
      'https://cms.example/7',
    ])
      expect(email.html).toContain(shown)
    expect(email.html).not.toContain('page')
  })
})

describe('the five forms’ definitions', () => {
  it('name every field the recovery schema checks, and no other (its schema is written by hand)', () => {
    expect(Object.keys(FORMS.recovery.fields).sort()).toEqual(
      Object.keys(FORMS.recovery.schema('en').shape).sort(),
    )
  })

  it('are stored in five different collections under their own names', () => {
    const forms = Object.entries(FORMS)
    expect(forms.every(([name, definition]) => definition.name === name)).toBe(true)
    expect(new Set(forms.map(([, definition]) => definition.collection)).size).toBe(forms.length)
  })
})

describe('a form is one definition', () => {
  const withCollections = FORM_NAMES.filter((name) => name !== 'recovery')

  it('the recovery collection stores each field of its definition, and adds only its named staff-only columns', () => {
    const columns = columnsOf(COLLECTIONS.recovery.fields)
    const stored = Object.keys(FORMS.recovery.fields).map((name) => storedName('recovery', name))
    expect(columns.filter((column) => !RECOVERY_STAFF_ONLY.includes(column)).sort()).toEqual(
      stored.sort(),
    )
    expect(RECOVERY_STAFF_ONLY.filter((column) => !columns.includes(column))).toEqual([])
  })

  it('the recovery collection’s tabs place every field of its definition, and only those', () => {
    const { editTabs, fields } = FORMS.recovery
    const forgot = editTabs.map((tab) => ({
      ...tab,
      fields: tab.fields.filter((name) => name !== 'sigDate'),
    }))
    expect(() => formTabs({ fields, editTabs: forgot })).toThrow(/places no sigDate/)
    const invented = [...editTabs, { label: 'Extra', fields: ['shoeSize'] }]
    expect(() => formTabs({ fields, editTabs: invented })).toThrow(/has no field shoeSize/)
    expect(() => formTabs({ fields, editTabs }, { shoeSize: [] })).toThrow(/follow no field/)
  })

  it('the recovery application draws every field of its definition, in its layout’s order, and no other', () => {
    const words = formWords('recovery', 'en')
    const html = renderToStaticMarkup(createElement(RecoveryForm, { words }))
    const fields = Object.keys(FORMS.recovery.fields)
    expect(laidOut<string>(FORMS.recovery.layout)).toEqual(fields)
    expect(sentNames(html).filter((name) => !FORM_MACHINERY.includes(name))).toEqual(fields)
  })

  it.each(withCollections)(
    'the %s collection stores each field of its definition, and adds only staff-side columns',
    (form) => {
      const columns = columnsOf(COLLECTIONS[form].fields)
      const stored = Object.entries(FORMS[form].fields)
        .filter(([, field]) => field.kind !== 'page')
        .map(([name]) => storedName(form, name))
      expect(columns.slice(0, stored.length)).toEqual(stored)
      expect(columns.slice(stored.length).filter((column) => !STAFF_SIDE.includes(column))).toEqual(
        [],
      )
    },
  )

  const drawn = ['demo', 'quote', 'contact', 'documentRequest'] as const

  it.each(drawn)(
    'the %s form draws every field of its definition, in its order, and no other',
    (form) => {
      const words = formWords(form, 'en')
      const html = renderToStaticMarkup(
        createElement(DefinedForm, { words, given: { document: 7 } }),
      )
      const fields = Object.keys(FORMS[form].fields)
      expect(laidOut(FORMS[form].draw?.layout ?? [])).toEqual(fields)
      expect(sentNames(html).filter((name) => !FORM_MACHINERY.includes(name))).toEqual(fields)
    },
  )

  it('the newsletter’s opt-in sign-up draws the field of its definition’s line, and sends it with its page', () => {
    const { fields, optIn } = FORMS.newsletter
    const pages = Object.entries(fields)
      .filter(([, field]) => field.kind === 'page')
      .map(([name]) => name)
    const line = optIn ? [optIn.layout.line] : []
    expect([...line, ...pages].sort()).toEqual(Object.keys(fields).sort())
    for (const locale of ['en', 'es'] as const) {
      const drawn = drawOptInForm('newsletter', locale)
      const { field } = drawn
      expect([field.name]).toEqual(line)
      const html = renderToStaticMarkup(createElement(DefinedOptInForm, { words: drawn }))
      expect(
        sentNames(html)
          .filter((name) => !FORM_MACHINERY.includes(name))
          .sort(),
      ).toEqual(Object.keys(fields).sort())
      // The box as drawn on the server: its label, name, type, autocomplete, mark and example.
      expect(html).toContain(`>${field.label}</label>`)
      const box = new RegExp(`<input\\b[^>]*\\sname="${field.name}"[^>]*>`).exec(html)?.[0]
      expect(box).toContain(` type="${field.type}"`)
      expect(box).toContain(` autoComplete="${field.autoComplete}"`)
      expect(box).toContain(` placeholder="${field.placeholder}"`)
      expect(box?.includes(' required=""')).toBe(field.required)
    }
  })

  it('each drawn form has words for every label, in every language, and options labelled in it', () => {
    for (const form of drawn) {
      for (const locale of ['en', 'es'] as const) {
        const { drawn: shown } = formWords(form, locale)
        const fields = JSON.stringify(shown.items)
        expect(fields).not.toContain('"label":""')
        expect(shown.label && shown.submit).toBeTruthy()
      }
    }
    expect(JSON.stringify(formWords('demo', 'es').drawn.items)).not.toContain(
      'Principal / Head of School',
    )
  })

  it('is the list of fields docs/leads-and-privacy.md shows (rewrite it with npm run generate -- fields)', () => {
    const doc = readFileSync(
      path.resolve(import.meta.dirname, '../../docs/leads-and-privacy.md'),
      'utf8',
    )
    const start = doc.indexOf(FORM_FIELDS_START)
    const end = doc.indexOf(FORM_FIELDS_END)
    expect(start, 'the form fields markers in docs/leads-and-privacy.md').toBeGreaterThanOrEqual(0)
    expect(doc.slice(start, end + FORM_FIELDS_END.length)).toBe(formFieldsMarkdown())
  })
})

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBuiltFormNames, readLeadsDashboard } from '@/lib/leads/dashboard/aggregates'
import { LEAD_FORM_NAMES, type LeadForm } from '@/lib/leads/forms'
import {
  deleteLeads,
  insertLeads,
  type GeneratedLead,
  type Query,
} from '../fixtures/generatedLeads'
import { richText } from '../../seed/lexical'
import { testPayload } from './helpers'

let payload: Payload
let query: Query
let ids: Partial<Record<LeadForm, number[]>> = {}

// Weeks no other test writes into (they store leads now), Monday 2025-03-03 to Sunday 2025-03-23.
const WEEK_1 = '2025-03-03'
const WEEK_2 = '2025-03-10'
const WEEK_3 = '2025-03-17'
const at = (day: string, time = '12:00:00') => `${day}T${time}Z`
/** A week's counts: the forms named, and none of every other form. */
const counts = (given: Partial<Record<LeadForm, number>>) =>
  Object.fromEntries(LEAD_FORM_NAMES.map((form) => [form, given[form] ?? 0]))

const LEADS: GeneratedLead[] = [
  // Week 1: two demos and a newsletter sign-up.
  {
    form: 'demo',
    createdAt: at('2025-03-03', '00:00:00'),
    utmSource: 'linkedin',
    landingPage: '/pricing?utm_source=linkedin',
  },
  {
    form: 'demo',
    createdAt: at('2025-03-05'),
    referrer: 'https://Partner.example:8443',
    landingPage: '/pricing',
  },
  { form: 'newsletter', createdAt: at('2025-03-09', '23:59:59'), landingPage: '/' },
  // Week 2: nothing at all.
  // Week 3: a quote, a contact message and a recovery application.
  {
    form: 'quote',
    createdAt: at('2025-03-17'),
    utmSource: 'linkedin',
    referrer: 'https://partner.example',
    landingPage: '/solutions/governments',
  },
  {
    form: 'contact',
    createdAt: at('2025-03-20'),
    referrer: 'https://partner.example',
    landingPage: '/pricing#plans',
  },
  {
    form: 'recovery',
    createdAt: at('2025-03-23', '23:59:59'),
    utmSource: '  ',
    referrer: '',
    landingPage: null,
  },
  // Just outside the range on either side.
  { form: 'demo', createdAt: at('2025-03-02', '23:59:59'), utmSource: 'outside' },
  { form: 'demo', createdAt: at('2025-03-24', '00:00:00'), utmSource: 'outside' },
]

beforeAll(async () => {
  payload = await testPayload()
  const { pool } = payload.db as unknown as PostgresAdapter
  query = (text, values) => pool.query(text, values)
  ids = await insertLeads(query, LEADS)
})

afterAll(async () => {
  await deleteLeads(query, ids)
})

const range = { from: WEEK_1, to: '2025-03-23' }

describe('the leads dashboard', () => {
  it('counts leads per week and form, with 0 for a week without any', async () => {
    const dashboard = await readLeadsDashboard(payload, { ...range, form: null })
    expect(dashboard.weeks.map((week) => week.week)).toEqual([WEEK_1, WEEK_2, WEEK_3])
    expect(dashboard.weeks.map((week) => week.counts)).toEqual([
      counts({ newsletter: 1, demo: 2 }),
      counts({}),
      counts({ quote: 1, contact: 1, recovery: 1 }),
    ])
    expect(dashboard.weeks.map((week) => week.total)).toEqual([3, 0, 3])
    expect(dashboard.total).toBe(6)
  })

  it('ranks sources: the UTM source, else the referrer host, else direct', async () => {
    const dashboard = await readLeadsDashboard(payload, { ...range, form: null })
    expect(dashboard.sources).toEqual([
      { name: 'direct', leads: 2 },
      { name: 'linkedin', leads: 2 },
      { name: 'partner.example', leads: 2 },
    ])
  })

  it('ranks landing pages by path, without their query or fragment', async () => {
    const dashboard = await readLeadsDashboard(payload, { ...range, form: null })
    expect(dashboard.landingPages).toEqual([
      { name: '/pricing', leads: 3 },
      { name: '(not recorded)', leads: 1 },
      { name: '/', leads: 1 },
      { name: '/solutions/governments', leads: 1 },
    ])
  })

  it('applies the form filter to all three', async () => {
    const dashboard = await readLeadsDashboard(payload, { ...range, form: 'demo' })
    expect(dashboard.forms).toEqual(['demo'])
    expect(dashboard.weeks.map((week) => week.counts.demo)).toEqual([2, 0, 0])
    expect(dashboard.sources).toEqual([
      { name: 'linkedin', leads: 1 },
      { name: 'partner.example', leads: 1 },
    ])
    expect(dashboard.landingPages).toEqual([{ name: '/pricing', leads: 2 }])
  })

  it('applies the date range to all three, to the day', async () => {
    const dashboard = await readLeadsDashboard(payload, {
      from: '2025-03-05',
      to: '2025-03-20',
      form: null,
    })
    expect(dashboard.weeks.map((week) => [week.week, week.total])).toEqual([
      [WEEK_1, 2],
      [WEEK_2, 0],
      [WEEK_3, 2],
    ])
    expect(dashboard.sources).toEqual([
      { name: 'partner.example', leads: 2 },
      { name: 'direct', leads: 1 },
      { name: 'linkedin', leads: 1 },
    ])
    expect(dashboard.landingPages).toEqual([
      { name: '/pricing', leads: 2 },
      { name: '/', leads: 1 },
      { name: '/solutions/governments', leads: 1 },
    ])
  })

  it('keeps the ten largest sources', async () => {
    const many = Array.from({ length: 12 }, (_, index): GeneratedLead => ({
      form: 'contact',
      createdAt: at('2025-03-11'),
      utmSource: `campaign-${String(index).padStart(2, '0')}`,
    }))
    const extra = await insertLeads(query, many)
    try {
      const dashboard = await readLeadsDashboard(payload, { ...range, form: null })
      expect(dashboard.sources).toHaveLength(10)
      expect(dashboard.sources.slice(0, 3).map((source) => source.leads)).toEqual([2, 2, 2])
    } finally {
      await deleteLeads(query, extra)
    }
  })

  it('names every built form, and each name submissions were sent under (a form renamed since)', async () => {
    const quiet = { context: { skipLeadDelivery: true, disableRevalidate: true } }
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Dashboard names',
        name: `dashboard-names-${Date.now()}`,
        fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
        confirmationMessage: richText([{ p: 'Thank you.' }]),
      },
      depth: 0,
      ...quiet,
    })
    const renamed = `${form.name}-before`
    await query(
      `INSERT INTO form_submissions (form_id, form_name, language, status) VALUES ($1, $2, 'en', 'new'), ($1, $2, 'en', 'new')`,
      [form.id, renamed],
    )
    try {
      const everyName = await query(
        'SELECT name FROM forms UNION SELECT DISTINCT form_name FROM form_submissions ORDER BY 1',
        [],
      )
      const names = await readBuiltFormNames(payload)
      expect(names).toEqual(expect.arrayContaining([form.name, renamed]))
      expect(names).toEqual(everyName.rows.map((row) => row.name))
    } finally {
      await query('DELETE FROM form_submissions WHERE form_name = $1', [renamed])
      await payload.delete({ collection: 'forms', id: form.id, ...quiet })
    }
  })
})

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** The plan PostgreSQL would pick for `query` if reading the whole table were out of the question. */
async function planWithoutFullScans(query: string, { bitmaps = true } = {}): Promise<string> {
  const { pool } = payload.db as unknown as PostgresAdapter
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    // With a handful of rows a full read is cheapest; forbidding it shows whether an index can answer.
    await client.query('SET LOCAL enable_seqscan = off')
    // A bitmap of a few rows and a sort beat an index read in order; off, to see whether one can.
    if (!bitmaps) await client.query('SET LOCAL enable_bitmapscan = off')
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  } finally {
    await client.query('ROLLBACK')
    client.release()
  }
}

describe('lookups that grow with the data use an index', () => {
  it.each([
    ['demo_requests', 'email'],
    ['newsletter_subscribers', 'email'],
    ['form_submissions', 'email'],
    ['recovery_applications', 'contact_email'],
    ['_recovery_applications_v', 'version_contact_email'],
  ])("a person's records in %s, found by the privacy tool's email match", async (table, column) => {
    const plan = await planWithoutFullScans(
      `SELECT id FROM ${table} WHERE ${column} ILIKE '%someone@example.com%'`,
    )
    expect(plan).toContain(`${table}_${column}_trgm_idx`)
  })

  it("the review page's search, by school name or case ID, as the list and its counts match", async () => {
    const plan = await planWithoutFullScans(
      `SELECT id FROM recovery_applications WHERE school_name ILIKE '%kingston%' OR case_id ILIKE '%kingston%'`,
    )
    expect(plan).toContain('recovery_applications_school_name_trgm_idx')
    expect(plan).toContain('recovery_applications_case_id_trgm_idx')
  })

  it("a built form's submissions after a row, in time order, as its CSV export reads them", async () => {
    const plan = await planWithoutFullScans(
      `SELECT id FROM form_submissions WHERE form_name = 'webinar' AND (created_at, id) > (now(), 7) ORDER BY created_at, id LIMIT 500`,
    )
    expect(plan).toMatch(/Index (Only )?Scan using form_submissions_form_name_created_at_id_idx/)
    // The batch starts at the last row sent, rather than at the form's first row.
    expect(plan).toMatch(/Index Cond: .*ROW\(created_at, id\) > ROW\(/)
    expect(plan).not.toMatch(/\bSort\b/)
  })

  it("an FAQ list's batch of FAQs, in the editors' order", async () => {
    const plan = await planWithoutFullScans(
      `SELECT id FROM faqs WHERE _status = 'published' ORDER BY "order" ASC, created_at DESC, id DESC LIMIT 500 OFFSET 500`,
      { bitmaps: false },
    )
    expect(plan).toContain('faqs_order_created_at_id_idx')
    expect(plan).not.toMatch(/\bSort\b/)
  })
})

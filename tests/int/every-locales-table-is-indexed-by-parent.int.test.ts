import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe("a localized document's translations", () => {
  // Payload reads them by `_parent_id` alone (every language at once): without an index that starts
  // there, each read of a page, case study, job or FAQ scans the whole table (migration
  // locales_parent_indexes). A table added later needs its index in a migration of its own.
  it('are read through an index on their parent, in every `*_locales` table', async () => {
    const { pool } = payload.db as unknown as PostgresAdapter
    const { rows } = await pool.query<{ table_name: string; indexed: boolean }>(`
      SELECT c.relname AS table_name,
        EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indkey[0] = a.attnum) AS indexed
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = '_parent_id' AND NOT a.attisdropped
      WHERE c.relkind = 'r' AND c.relname LIKE '%\\_locales'`)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((row) => !row.indexed).map((row) => row.table_name)).toEqual([])
  })
})

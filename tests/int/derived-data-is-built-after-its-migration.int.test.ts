import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '@/migrations'
import { BUILT_AFTER_MIGRATION, buildDerivedData } from '../../scripts/derivedData'
import { testPayload } from './helpers'

let payload: Payload
let pageId: number
const context = { disableRevalidate: true }
const WORD = 'derivedbuildprobe'

const drizzle = () => (payload.db as unknown as PostgresAdapter).drizzle

beforeAll(async () => {
  payload = await testPayload()
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: `Page ${WORD}`,
      path: `int-derived-${Date.now()}`,
      layout: [{ blockType: 'hero', heading: WORD }],
      _status: 'published',
    },
    context,
  })
  pageId = page.id
})

afterAll(async () => {
  await payload.delete({
    collection: 'pages',
    id: pageId,
    context: { ...context, skipLinkCheck: true },
  })
})

describe('data derived from documents is built once the migration that needs it has run', () => {
  it('names only migrations that exist', () => {
    const names = migrations.map((migration) => migration.name)
    for (const name of Object.keys(BUILT_AFTER_MIGRATION)) expect(names).toContain(name)
  })

  it('fills the CMS search text and the site search of a document older than both', async () => {
    // As on a database whose documents predate the columns and the index.
    await drizzle().execute(sql`UPDATE pages SET search_text = NULL WHERE id = ${pageId}`)
    await drizzle().execute(sql`DELETE FROM site_search WHERE kind = 'page' AND doc_id = ${pageId}`)

    await buildDerivedData(payload, ['20261123_221048_marketer_cms', '20261127_000000_site_search'])

    const text = await drizzle().execute(sql`SELECT search_text FROM pages WHERE id = ${pageId}`)
    expect(String(text.rows[0]?.search_text)).toContain(WORD)
    const indexed = await drizzle().execute(
      sql`SELECT count(*) AS count FROM site_search WHERE kind = 'page' AND doc_id = ${pageId}`,
    )
    expect(Number(indexed.rows[0]?.count)).toBeGreaterThan(0)
  })

  it('builds nothing for a migration that leaves nothing to build', async () => {
    await drizzle().execute(sql`UPDATE pages SET search_text = NULL WHERE id = ${pageId}`)
    await buildDerivedData(payload, ['20261122_011208_initial'])
    const text = await drizzle().execute(sql`SELECT search_text FROM pages WHERE id = ${pageId}`)
    expect(text.rows[0]?.search_text).toBeNull()
  })
})

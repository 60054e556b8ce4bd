/**
 * Data derived from documents that a migration's new column or table needs filled for documents
 * older than it. A migration imports nothing of the app, so it cannot build them; scripts/migrate.ts
 * builds them here, with today's code on the schema the migrations just made current.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { searchTextOf } from '../collections/hooks/fillSearchText'
import { reindexEverything } from '../src/lib/search/searchIndex'

const BATCH = 100

/** The CMS list search's text (collections/hooks/fillSearchText.ts) of every page and case study. */
async function refillCmsSearchText(payload: Payload): Promise<void> {
  const drizzle = (payload.db as unknown as PostgresAdapter).drizzle
  for (const [collection, table] of [
    ['pages', 'pages'],
    ['case-studies', 'case_studies'],
  ] as const) {
    const fields = payload.collections[collection].config.fields
    // The ids a batch at a time, each batch after the last one written.
    for (let after = 0; ;) {
      const { docs } = await payload.find({
        collection,
        where: { id: { greater_than: after } },
        sort: 'id',
        limit: BATCH,
        depth: 0,
        overrideAccess: true,
      })
      for (const doc of docs) {
        const text = searchTextOf(fields, doc as unknown as Record<string, unknown>)
        await drizzle.execute(
          sql`UPDATE ${sql.identifier(table)} SET search_text = ${text} WHERE id = ${doc.id}`,
        )
      }
      if (docs.length < BATCH) break
      after = docs[docs.length - 1].id
    }
  }
}

/** Migration name → what it leaves to be built once it has run on a database with documents. */
export const BUILT_AFTER_MIGRATION: Record<string, (payload: Payload) => Promise<void>> = {
  '20261123_221048_marketer_cms': refillCmsSearchText,
  '20261127_000000_site_search': (payload) => reindexEverything(payload),
}

/** Builds what the migrations applied just now (by name, in order) left to build. */
export async function buildDerivedData(
  payload: Payload,
  applied: readonly string[],
): Promise<void> {
  for (const name of applied) {
    const build = BUILT_AFTER_MIGRATION[name]
    if (!build) continue
    payload.logger.info(`Building what migration ${name} left to build`)
    await build(payload)
  }
}

/**
 * Applies the committed migrations (src/migrations) to the database of DATABASE_URL, then builds
 * what those it applied left to build (scripts/derivedData.ts) and the site search's parts of each
 * language (scripts/searchLanguages.ts), and nothing else. scripts/run.ts
 * runs it before every command that needs the schema; on its own:
 * `node --import tsx scripts/migrate.ts` (with DATABASE_URL and PAYLOAD_SECRET set).
 */
import { pathToFileURL } from 'node:url'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The migrations this database has run, by name (none on an empty database). */
async function migrationsRun(payload: Payload): Promise<Set<string>> {
  const drizzle = (payload.db as unknown as PostgresAdapter).drizzle
  const { rows } = await drizzle.execute(
    sql`SELECT to_regclass('payload_migrations') IS NOT NULL AS present`,
  )
  if (!rows[0]?.present) return new Set()
  const run = await drizzle.execute(sql`SELECT name FROM payload_migrations`)
  return new Set(run.rows.map((row) => String(row.name)))
}

export async function migrateDatabase(): Promise<void> {
  const [{ default: config }, { getPayload }, { buildDerivedData }, { makeSiteSearchLanguages }] =
    await Promise.all([
      import('@payload-config'),
      import('payload'),
      import('./derivedData'),
      import('./searchLanguages'),
    ])
  const payload = await getPayload({ config })
  const before = await migrationsRun(payload)
  await payload.db.migrate()
  const applied = [...(await migrationsRun(payload))].filter((name) => !before.has(name)).sort()
  await buildDerivedData(payload, applied)
  await makeSiteSearchLanguages(payload)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await migrateDatabase()
  process.exit(0)
}

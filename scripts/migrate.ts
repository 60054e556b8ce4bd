/**
 * Applies the committed migrations (src/migrations) to the database of DATABASE_URL, and nothing
 * else. scripts/run.ts runs it before every command that needs the schema; on its own:
 * `node --import tsx scripts/migrate.ts` (with DATABASE_URL and PAYLOAD_SECRET set).
 */
import { pathToFileURL } from 'node:url'

export async function migrateDatabase(): Promise<void> {
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  const payload = await getPayload({ config })
  await payload.db.migrate()
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await migrateDatabase()
  process.exit(0)
}

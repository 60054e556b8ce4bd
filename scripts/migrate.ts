/**
 * Applies the committed migrations (src/migrations) to the database of DATABASE_URL, and nothing
 * else. scripts/run.ts runs it before every command that needs the schema; on its own:
 * `node --import tsx scripts/migrate.ts` (with DATABASE_URL and PAYLOAD_SECRET set).
 */
import { pathToFileURL } from 'node:url'

export async function migrateDatabase(): Promise<void> {
  // Under tsx, Node 20 loads modules through a hooks thread; when nothing else holds the event
  // loop open, it can decide the import of this large module graph will never finish and exit
  // with 13 ("unsettled top-level await"). A timer holds it open.
  const holdOpen = setInterval(() => {}, 60_000)
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  clearInterval(holdOpen)
  const payload = await getPayload({ config })
  await payload.db.migrate()
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await migrateDatabase()
  process.exit(0)
}

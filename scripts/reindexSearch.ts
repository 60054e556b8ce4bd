/**
 * Rebuilds the site search's index from the published documents, through today's code against
 * today's schema: after a language is added, or on a database whose documents predate the index.
 * `node --import tsx scripts/reindexSearch.ts` with DATABASE_URL and PAYLOAD_SECRET set.
 */
import { pathToFileURL } from 'node:url'

export async function reindexSearch(): Promise<void> {
  const [{ default: config }, { getPayload }, { reindexEverything }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('../src/lib/search/searchIndex'),
  ])
  const payload = await getPayload({ config })
  await reindexEverything(payload)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await reindexSearch()
  process.exit(0)
}

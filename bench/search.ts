import { startTestDatabase } from '../tests/fixtures/testDatabase'
import { TEST_PAYLOAD_SECRET } from '../tests/fixtures/environment'
import { runPayloadScript } from '../tests/fixtures/app'

/** The site search's figures (bench/searchQueries.ts), in a PostgreSQL of their own. */
export async function benchSearch(): Promise<void> {
  const database = await startTestDatabase()
  try {
    await runPayloadScript('bench/searchQueries.ts', [], {
      ...process.env,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      NODE_ENV: 'production',
    })
  } finally {
    await database.stop()
  }
}

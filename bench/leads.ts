import { startTestDatabase } from '../tests/fixtures/testDatabase'
import { TEST_PAYLOAD_SECRET } from '../tests/fixtures/environment'
import { runPayloadScript } from '../tests/fixtures/app'

/** The leads dashboard's figures (bench/leadsQueries.ts), in a PostgreSQL of their own. */
export async function benchLeads(): Promise<void> {
  const database = await startTestDatabase()
  try {
    await runPayloadScript('bench/leadsQueries.ts', [], {
      ...process.env,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
      NODE_ENV: 'production',
    })
  } finally {
    await database.stop()
  }
}

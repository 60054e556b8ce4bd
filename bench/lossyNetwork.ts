/**
 * Exactly once on a bad network: recovery applications sent through a proxy that loses a share
 * of the requests before they reach the app and a share of the answers after the app has
 * stored them, to two instances of one build on one database. Each client sends its
 * application under one Idempotency-Key and tries again until it gets its case ID, as the form
 * does. Counts what the database holds: stored, duplicated, lost; and whether each client's case
 * ID is the one stored.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { appEnvironment, migrateDatabase, seedDatabase, startServer } from '../tests/fixtures/app'
import { startTestEnvironment } from '../tests/fixtures/environment'
import { validApplication } from '../tests/fixtures/recoveryApplication'
import { startUnreliableProxy } from '../tests/fixtures/unreliableProxy'

const SUBMISSIONS = Number(process.env.BENCH_LOSSY_SUBMISSIONS || 2000)
const DROP_REQUESTS = Number(process.env.BENCH_LOSSY_DROP_REQUESTS || 0.3)
const DROP_ANSWERS = Number(process.env.BENCH_LOSSY_DROP_ANSWERS || 0.3)
const CLIENTS = Number(process.env.BENCH_LOSSY_CLIENTS || 20)
const MAX_TRIES = 50

type Outcome = { marker: string; caseId: string | null; tries: number }

/** One visitor: the same body under the same key until our 201 with a case ID comes back. */
async function sendUntilAnswered(url: string, marker: string): Promise<Outcome> {
  const key = randomUUID()
  const body = JSON.stringify({
    ...validApplication({ email: `${marker}@lossy.example` }),
    website: '',
  })
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    try {
      const response = await fetch(`${url}/api/forms/recovery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
      })
      const answer = (await response.json().catch(() => null)) as { caseId?: string } | null
      if (response.status === 201 && answer?.caseId) return { marker, caseId: answer.caseId, tries }
      // 409: the first try still runs; anything else: try again a moment later.
      await new Promise((resolve) => setTimeout(resolve, response.status === 409 ? 200 : 50))
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return { marker, caseId: null, tries: MAX_TRIES }
}

export async function benchLossyNetwork(): Promise<void> {
  const environment = await startTestEnvironment()
  const env = appEnvironment(environment, { FORMS_RATE_LIMIT: String(SUBMISSIONS * MAX_TRIES) })
  delete env.SERVER_URL
  try {
    await migrateDatabase(env)
    await seedDatabase(env)
    const [a, b] = await Promise.all([
      startServer(env, { quiet: true }),
      startServer(env, { quiet: true }),
    ])
    const proxy = await startUnreliableProxy([a.baseUrl, b.baseUrl])
    proxy.failWhen((req) => {
      if (req.method !== 'POST') return null
      const roll = Math.random()
      if (roll < DROP_REQUESTS) return 'drop-request'
      return roll < DROP_REQUESTS + (1 - DROP_REQUESTS) * DROP_ANSWERS ? 'drop-answer' : null
    })
    const run = Date.now().toString(36)
    const markers = Array.from({ length: SUBMISSIONS }, (_, index) => `lossy-${run}-${index}`)
    const outcomes: Outcome[] = []
    const started = Date.now()
    try {
      let nextIndex = 0
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (nextIndex < markers.length)
            outcomes.push(await sendUntilAnswered(proxy.url, markers[nextIndex++]))
        }),
      )
    } finally {
      await proxy.stop()
      await Promise.all([a.stop(), b.stop()])
    }
    const seconds = (Date.now() - started) / 1000
    const client = new pg.Client({ connectionString: env.DATABASE_URL })
    await client.connect()
    const rows = await client
      .query<{ email: string; case_id: string }>(
        `SELECT contact_email AS email, case_id FROM recovery_applications WHERE contact_email LIKE $1`,
        [`lossy-${run}-%`],
      )
      .then((result) => result.rows)
      .finally(() => client.end())
    const stored = new Map<string, string[]>()
    for (const row of rows) stored.set(row.email, [...(stored.get(row.email) ?? []), row.case_id])
    const duplicated = [...stored.values()].filter((ids) => ids.length > 1).length
    const lost = markers.filter((marker) => !stored.has(`${marker}@lossy.example`)).length
    const mismatched = outcomes.filter(
      (outcome) =>
        outcome.caseId && !stored.get(`${outcome.marker}@lossy.example`)?.includes(outcome.caseId),
    ).length
    const unanswered = outcomes.filter((outcome) => !outcome.caseId).length
    const tries = outcomes.reduce((sum, outcome) => sum + outcome.tries, 0)
    console.info(
      `\nBad network: ${SUBMISSIONS} recovery applications through a proxy that drops ${DROP_REQUESTS * 100}% of requests and ${DROP_ANSWERS * 100}% of answers, two instances, ${CLIENTS} clients retrying under their key`,
    )
    console.info(
      `  stored ${stored.size}, duplicated ${duplicated}, lost ${lost} (goal: ${SUBMISSIONS}, 0, 0)`,
    )
    console.info(
      `  clients without a case ID ${unanswered}; case IDs that differ from the stored one ${mismatched}`,
    )
    console.info(
      `  ${tries} tries in all (${(tries / SUBMISSIONS).toFixed(2)} per application), ${seconds.toFixed(0)} s`,
    )
  } finally {
    await environment.stop()
  }
}

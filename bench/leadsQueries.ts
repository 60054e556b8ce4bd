/**
 * `npm run bench`'s leads dashboard part, run as its own process (bench/leads.ts starts it): the
 * server time of `readLeadsDashboard` (what /cms/leads calls) over 100,000 generated leads spread
 * over a year, in a throwaway PostgreSQL. Printed, never asserted.
 */
import { generateLeads, insertLeads } from '../tests/fixtures/generatedLeads'

const LEADS = 100_000
const RUNS = 30

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]

const [{ default: config }, { getPayload }, { readLeadsDashboard }, { readLeadFilters }] =
  await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('../src/lib/leads/dashboard/aggregates'),
    import('../src/lib/leads/dashboard/filters'),
  ])
const payload = await getPayload({ config })
await payload.db.migrate()

const { pool } = payload.db as unknown as import('@payloadcms/db-postgres').PostgresAdapter
const now = new Date()
const started = process.hrtime.bigint()
await insertLeads(
  (text, values) => pool.query(text, values),
  generateLeads(LEADS, { weeks: 52, now }),
)
const insertSeconds = Number(process.hrtime.bigint() - started) / 1e9
for (const table of [
  'newsletter_subscribers',
  'demo_requests',
  'quote_requests',
  'contact_messages',
  'recovery_applications',
])
  await pool.query(`ANALYZE ${table}`)

const today = now.toISOString().slice(0, 10)
const yearAgo = new Date(now.getTime() - 364 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
const cases = [
  { label: 'last 12 weeks, every form', query: {} },
  { label: 'last 12 weeks, demo requests', query: { form: 'demo' } },
  { label: 'a year, every form', query: { from: yearAgo, to: today } },
]

console.info(
  `\nleads dashboard: ${LEADS.toLocaleString('en-US')} generated leads over 52 weeks (stored in ${insertSeconds.toFixed(1)} s); readLeadsDashboard, ${RUNS} runs each`,
)
console.info(
  `${'filters'.padEnd(32)}${'leads'.padStart(9)}${'median ms'.padStart(11)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`,
)
for (const { label, query } of cases) {
  const { filters } = readLeadFilters(query, now)
  const times: number[] = []
  let leads = 0
  for (let run = 0; run < RUNS; run++) {
    const begun = process.hrtime.bigint()
    leads = (await readLeadsDashboard(payload, filters)).total
    times.push(Number(process.hrtime.bigint() - begun) / 1e6)
  }
  const sorted = times.sort((a, b) => a - b)
  console.info(
    `${label.padEnd(32)}${String(leads).padStart(9)}${percentile(sorted, 50).toFixed(1).padStart(11)}${percentile(sorted, 95).toFixed(1).padStart(9)}${sorted.at(-1)!.toFixed(1).padStart(9)}`,
  )
}
await payload.destroy()
process.exit(0)

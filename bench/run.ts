/**
 * `npm run bench`: performance figures of the production server on this machine, printed,
 * never asserted. Builds when .next holds no build (BENCH_REBUILD=1 forces one).
 */
import autocannon from 'autocannon'
import { startApp } from '../tests/fixtures/app'
import { benchContent } from './content'
import { benchBlog } from './blog'
import { benchRecovery } from './recovery'
import { benchForms } from './forms'
import { benchInstances } from './instances'
import { benchLeads } from './leads'
import { benchEmail } from './email'
import { benchLighthouse } from './lighthouse'
import { benchRoutes } from './routes'
import { benchSearch } from './search'
import { benchVarnish } from './varnish'

const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)

type Figures = { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function measure(label: string, url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }) // warm-up: caches, JIT
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

function printTable(rows: Figures[]) {
  console.info(`\n${'target'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'errors'.padStart(9)}${'non-2xx'.padStart(9)}`)
  for (const row of rows) {
    console.info(
      `${row.label.padEnd(34)}${row.rps.toFixed(0).padStart(10)}${row.p50.toFixed(1).padStart(10)}${row.p99.toFixed(1).padStart(10)}${String(row.errors).padStart(9)}${String(row.non2xx).padStart(9)}`,
    )
  }
}

// Form posts all come from this one address: a limit of 10 per address would refuse the runs.
const app = await startApp({
  reuseBuild: process.env.BENCH_REBUILD !== '1',
  quiet: true,
  env: { FORMS_RATE_LIMIT: '1000000' },
})
// BENCH_ONLY=lighthouse,routes runs just those parts (names: home, lighthouse, routes, content,
// blog, forms, email, recovery, instances, varnish, search, leads).
const only = process.env.BENCH_ONLY?.split(',')
const wanted = (part: string) => !only || only.includes(part)
try {
  if (wanted('lighthouse')) await benchLighthouse(app)
  if (wanted('routes')) await benchRoutes(app)
  if (wanted('home')) {
  console.info(`\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target, against ${app.baseUrl}`)
  const home = await measure('GET / (CMS-rendered home)', `${app.baseUrl}/`)
  const file = await measure('GET /og-default.png (public/)', `${app.baseUrl}/og-default.png`)
  printTable([home, file])
  console.info(`\nheadline: / serves ${((home.rps / file.rps) * 100).toFixed(0)}% of the static file's throughput (${home.rps.toFixed(0)} vs ${file.rps.toFixed(0)} req/s)`)
  }
  if (wanted('content')) await benchContent(app)
  if (wanted('blog')) await benchBlog(app)
  if (wanted('forms')) await benchForms(app)
  if (wanted('email')) await benchEmail(app)
  if (wanted('recovery')) await benchRecovery(app)
} finally {
  await app.stop()
}
if (wanted('varnish')) await benchVarnish()
if (wanted('search')) await benchSearch()
if (wanted('leads')) await benchLeads()
if (wanted('instances')) await benchInstances()

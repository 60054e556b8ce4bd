/**
 * `npm run bench`: performance figures of the production server on this machine, printed,
 * never asserted. Builds when .next holds no build (BENCH_REBUILD=1 forces one). Lighthouse and
 * throughput are printed beside a bare Next page (bench/barePage.ts) measured in the same run;
 * Lighthouse also beside each route with its scripts removed (bench/strippedPage.ts), the floor
 * of what the content itself costs.
 */
import autocannon from 'autocannon'
import { startApp, type RunningApp } from '../tests/fixtures/app'
import { benchContent } from './content'
import { benchBlog } from './blog'
import { benchRecovery } from './recovery'
import { benchForms } from './forms'
import { benchInstances } from './instances'
import { benchLossyNetwork } from './lossyNetwork'
import { benchLeads } from './leads'
import { benchEmail } from './email'
import { benchLighthouse } from './lighthouse'
import { benchRoutes } from './routes'
import { benchSearch } from './search'
import { benchStart } from './start'
import { benchVarnish } from './varnish'
import { startBarePage, type BarePage } from './barePage'
import { stopOnSignal } from '../tests/fixtures/stopOnSignal'

stopOnSignal()

const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)

type Figures = {
  label: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

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
  console.info(
    `\n${'target'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'errors'.padStart(9)}${'non-2xx'.padStart(9)}`,
  )
  for (const row of rows) {
    console.info(
      `${row.label.padEnd(34)}${row.rps.toFixed(0).padStart(10)}${row.p50.toFixed(1).padStart(10)}${row.p99.toFixed(1).padStart(10)}${String(row.errors).padStart(9)}${String(row.non2xx).padStart(9)}`,
    )
  }
}

// BENCH_ONLY=lighthouse,routes runs just those parts (names: home, lighthouse, routes, content,
// blog, forms, email, recovery, instances, lossy, varnish, search, leads, start). The bare page is built for
// lighthouse, home and varnish only.
const only = process.env.BENCH_ONLY?.split(',')
const wanted = (part: string) => !only || only.includes(part)

/** Our home next to the bare page and a static file of ours, with its ratio to the bare page. */
async function benchHome(app: RunningApp, bare: BarePage) {
  console.info(
    `\nautocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target, against ${app.baseUrl} and the bare page`,
  )
  const home = await measure('GET / (CMS-rendered home)', `${app.baseUrl}/`)
  const floor = await measure('GET / of the bare page', `${bare.baseUrl}/`)
  const file = await measure('GET /og-default.png (public/)', `${app.baseUrl}/og-default.png`)
  printTable([home, floor, file])
  console.info(
    `\nheadline: / serves ${(home.rps / floor.rps).toFixed(2)} × the bare page's throughput (${home.rps.toFixed(0)} vs ${floor.rps.toFixed(0)} req/s), ${((home.rps / file.rps) * 100).toFixed(0)}% of the static file's`,
  )
}

const APP_PARTS = ['lighthouse', 'routes', 'home', 'content', 'blog', 'forms', 'email', 'recovery']

/** The parts measured on one production app, seeded, with the bare page beside it. */
async function benchOnApp(bare: BarePage | undefined) {
  // Form posts all come from this one address: a limit of 10 per address would refuse the runs.
  const app = await startApp({
    reuseBuild: process.env.BENCH_REBUILD !== '1',
    quiet: true,
    env: { FORMS_RATE_LIMIT: '1000000' },
  })
  try {
    if (bare && wanted('lighthouse')) await benchLighthouse(app, bare)
    if (wanted('routes')) await benchRoutes(app)
    if (bare && wanted('home')) await benchHome(app, bare)
    if (wanted('content')) await benchContent(app)
    if (wanted('blog')) await benchBlog(app)
    if (wanted('forms')) await benchForms(app)
    if (wanted('email')) await benchEmail(app)
    if (wanted('recovery')) await benchRecovery(app)
  } finally {
    await app.stop()
  }
}

// The bare page is built before the app starts, so its build competes with nothing of ours.
const needsBare = ['lighthouse', 'home', 'varnish'].some(wanted)
const bare = needsBare ? await startBarePage() : undefined
try {
  if (APP_PARTS.some(wanted)) await benchOnApp(bare)
  if (bare && wanted('varnish')) await benchVarnish(bare)
} finally {
  await bare?.stop()
}
if (wanted('search')) await benchSearch()
if (wanted('leads')) await benchLeads()
if (wanted('instances')) await benchInstances()
if (wanted('lossy')) await benchLossyNetwork()
// Last: it starts the product some hundred times, each on the build the rest measured.
if (wanted('start')) await benchStart()

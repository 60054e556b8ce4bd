import autocannon from 'autocannon'
import type { RunningApp } from '../tests/fixtures/app'

const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)

type Row = { label: string; rps: number; p50: number; p99: number; non2xx: number }

async function measure(label: string, url: string, connections = CONNECTIONS): Promise<Row> {
  await autocannon({ url, connections, duration: 2 }) // warm-up: fills the blog's cache
  const result = await autocannon({ url, connections, duration: DURATION_S })
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

/**
 * The blog listing served from the data cache, next to the WordPress fixture answering the
 * same posts query itself: what a visitor waits for against what WordPress takes.
 */
export async function benchBlog(app: RunningApp) {
  const wordpress = app.environment.wordpress
  const query = '_embed=1&page=1&per_page=12&orderby=date&order=desc'
  const before = wordpress.requests.length
  const blog = await measure('GET /resources/blog (cached)', `${app.baseUrl}/resources/blog`)
  // What the app itself asked WordPress while serving the listing: its cache misses.
  const misses = wordpress.requests.length - before
  const fixture = await measure(
    'WordPress fixture GET /posts',
    `${wordpress.apiUrl}/posts?${query}`,
  )
  // One visitor at a time: the latency a single page view sees, without queueing.
  const blogAlone = await measure('  same, 1 connection', `${app.baseUrl}/resources/blog`, 1)
  const fixtureAlone = await measure(
    '  same, 1 connection',
    `${wordpress.apiUrl}/posts?${query}`,
    1,
  )
  const rows = [blog, blogAlone, fixture, fixtureAlone]
  console.info(
    `\n${'blog'.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'non-2xx'.padStart(9)}`,
  )
  for (const row of rows) {
    console.info(
      `${row.label.padEnd(34)}${row.rps.toFixed(0).padStart(10)}${row.p50.toFixed(1).padStart(10)}${row.p99.toFixed(1).padStart(10)}${String(row.non2xx).padStart(9)}`,
    )
  }
  console.info(
    `the app sent WordPress ${misses} request(s) (cold-cache misses) while serving ${blog.label}; one visitor waits ${blogAlone.p50} ms (p50) vs WordPress's own ${fixtureAlone.p50} ms`,
  )
}

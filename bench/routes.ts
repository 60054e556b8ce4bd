/**
 * Throughput of every public route next to a static file from public/, in the same run: the
 * ratio is what compares across machines. The static file is measured before and after the
 * routes and the mean of both is the reference, so a machine that slows down mid-run shows it.
 */
import autocannon from 'autocannon'
import type { RunningApp } from '../tests/fixtures/app'
import { lighthouseTargets } from './lighthouse'

const DURATION_S = Number(process.env.BENCH_ROUTE_DURATION || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)

async function throughput(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }) // warm-up: first render, JIT
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx }
}

export async function benchRoutes(app: RunningApp): Promise<void> {
  const targets = (await lighthouseTargets(app)).filter(
    (target) => !target.path.startsWith('/admin'),
  )
  const staticUrl = `${app.baseUrl}/og-default.png`
  const before = await throughput(staticUrl)
  const rows: { label: string; rps: number; p99: number; non2xx: number }[] = []
  for (const target of targets)
    rows.push({ label: target.label, ...(await throughput(`${app.baseUrl}${target.path}`)) })
  const after = await throughput(staticUrl)
  const reference = (before.rps + after.rps) / 2
  console.info(
    `\nevery public route, ${CONNECTIONS} connections, ${DURATION_S} s each; static file ${before.rps.toFixed(0)} req/s before, ${after.rps.toFixed(0)} after`,
  )
  console.info(
    `${'route'.padEnd(36)}${'req/s'.padStart(8)}${'× static'.padStart(10)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}`,
  )
  for (const row of rows) {
    console.info(
      `${row.label.padEnd(36)}${row.rps.toFixed(0).padStart(8)}${(row.rps / reference).toFixed(2).padStart(10)}${row.p99.toFixed(0).padStart(9)}${String(row.non2xx).padStart(9)}`,
    )
  }
  const lowest = rows.reduce((low, row) => (row.rps < low.rps ? row : low), rows[0])
  console.info(
    `lowest: ${lowest.label} at ${(lowest.rps / reference).toFixed(2)} × the static file`,
  )
}

/**
 * A CMS-rendered page next to a static file from public/, measured in
 * the same run, and the gzipped first-load JavaScript of /, /pricing and /faqs.
 */
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import type { RunningApp } from '../tests/fixtures/app'

const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)

async function throughput(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }) // warm-up: first render, JIT
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** Sum of the gzipped sizes of every script the page loads on first visit. */
async function firstLoadJs(baseUrl: string, path: string) {
  const html = await (await fetch(`${baseUrl}${path}`)).text()
  const sources = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])),
  ]
  let gzipped = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, baseUrl))).arrayBuffer())
    gzipped += gzipSync(body, { level: 9 }).length
  }
  return { scripts: sources.length, kb: gzipped / 1024 }
}

export async function benchContent(app: RunningApp): Promise<void> {
  const page = await throughput(`${app.baseUrl}/pricing`)
  const file = await throughput(`${app.baseUrl}/og-default.png`)
  console.info(`\ncontent: ${CONNECTIONS} connections, ${DURATION_S} s per target`)
  console.info(
    `${'target'.padEnd(36)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
  )
  for (const [label, figures] of [
    ['GET /pricing (CMS page, cached)', page],
    ['GET /og-default.png (public/)', file],
  ] as const) {
    console.info(
      `${label.padEnd(36)}${figures.rps.toFixed(0).padStart(10)}${figures.p99.toFixed(1).padStart(10)}${String(figures.non2xx).padStart(9)}${String(figures.errors).padStart(8)}`,
    )
  }
  console.info(`\nfirst-load JavaScript (gzip -9 of every <script src>):`)
  for (const path of ['/', '/pricing', '/faqs']) {
    const { scripts, kb } = await firstLoadJs(app.baseUrl, path)
    console.info(`  ${path.padEnd(10)}${kb.toFixed(1).padStart(8)} KB in ${scripts} scripts`)
  }
}

/**
 * Throughput through Varnish (deploy/varnish/default.vcl) in front of the app, next to Varnish
 * serving a static file (a built script, which it stores like any file), in the same run: a
 * cached page should cost Varnish what a file does. The app is one of its own, told of the
 * Varnish as in production (VARNISH_PURGE_URL: its pages name their tags, so Varnish keeps them);
 * the other parts measure `npm start` alone. The bare page (bench/barePage.ts) sits behind a
 * Varnish of its own with the same VCL, and each page's rate is also given as a ratio to it.
 * Printed, never asserted.
 */
import autocannon from 'autocannon'
import { startApp } from '../tests/fixtures/app'
import { startVarnish, varnishPort } from '../tests/fixtures/varnish'
import { hasWrk, wrkThroughput } from './wrk'
import type { BarePage } from './barePage'

const DURATION_S = Number(process.env.BENCH_ROUTE_DURATION || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20)
const PAGES = ['/', '/pricing', '/faqs', '/resources/blog']

// As browsers ask: Varnish keeps the gzip the app sent and hands it on as it is.
const headers = { 'accept-encoding': 'gzip' }

async function throughput(url: string) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }) // warm-up: fills Varnish
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S })
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx }
}

/** A script the build wrote, as the home page names it. */
async function builtScript(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text()
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  if (!script) throw new Error('the home page names no built script')
  return script
}

type Figures = { rps: number; non2xx: number; p99?: number }

type Measure = (url: string) => Promise<Figures>

/**
 * Each page next to the built script and the bare page's `/`, both measured before and after the
 * pages, as one table.
 */
async function compare(
  title: string,
  ours: string,
  bare: string,
  script: string,
  measure: Measure,
) {
  const before = { script: await measure(`${ours}${script}`), bare: await measure(`${bare}/`) }
  const rows = []
  for (const path of PAGES) rows.push({ path, ...(await measure(`${ours}${path}`)) })
  const after = { script: await measure(`${ours}${script}`), bare: await measure(`${bare}/`) }
  const staticRps = (before.script.rps + after.script.rps) / 2
  const bareRps = (before.bare.rps + after.bare.rps) / 2
  console.info(
    `\n${title}; a built script from Varnish ${before.script.rps.toFixed(0)} req/s before, ${after.script.rps.toFixed(0)} after; the bare page ${before.bare.rps.toFixed(0)} before, ${after.bare.rps.toFixed(0)} after`,
  )
  console.info(
    `${'route'.padEnd(36)}${'req/s'.padStart(8)}${'× bare'.padStart(8)}${'× static'.padStart(10)}${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}`,
  )
  for (const row of rows) {
    const p99 = row.p99 === undefined ? '-' : row.p99.toFixed(0)
    console.info(
      `${row.path.padEnd(36)}${row.rps.toFixed(0).padStart(8)}${(row.rps / bareRps).toFixed(2).padStart(8)}${(row.rps / staticRps).toFixed(2).padStart(10)}${p99.padStart(9)}${String(row.non2xx).padStart(9)}`,
    )
  }
}

export async function benchVarnish(bare: BarePage): Promise<void> {
  const [port, barePort] = [await varnishPort(), await varnishPort()]
  const app = await startApp({
    reuseBuild: true,
    quiet: true,
    env: { VARNISH_PURGE_URL: `http://127.0.0.1:${port}/`, TRUSTED_PROXY_HOPS: '1' },
  })
  try {
    const varnish = await startVarnish(port, Number(new URL(app.baseUrl).port))
    try {
      const bareVarnish = await startVarnish(barePort, Number(new URL(bare.baseUrl).port))
      try {
        const script = await builtScript(app.baseUrl)
        await compare(
          `through Varnish, autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each`,
          varnish.url,
          bareVarnish.url,
          script,
          throughput,
        )
        // autocannon's one thread shares the cores with Varnish; wrk's threads leave Varnish the limit.
        if (hasWrk()) {
          await compare(
            `the same with wrk (two threads)`,
            varnish.url,
            bareVarnish.url,
            script,
            (url) => wrkThroughput(url, headers, CONNECTIONS, DURATION_S),
          )
        }
      } finally {
        await bareVarnish.stop()
      }
    } finally {
      await varnish.stop()
    }
  } finally {
    await app.stop()
  }
}

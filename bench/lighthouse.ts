/**
 * Lighthouse (mobile, Debian's Chromium) over every public route and the review page, each beside
 * a bare Next page, in both throttling modes: simulated (Lighthouse's default, a model of a slow
 * phone) and devtools (a really throttled browser, what a visitor feels). The median of BENCH_LIGHTHOUSE_RUNS runs (3 by
 * default) per route, because one run's TBT varies by a factor of two on this machine. Printed,
 * never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { RunningApp } from '../tests/fixtures/app'
import type { BarePage } from './barePage'
import { TEST_ADMIN } from '../tests/fixtures/environment'
import { contentRoutes } from '../tests/e2e/contentRoutes'
import { signInOverRest } from '../tests/e2e/twoFactor'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Target = { label: string; path: string; headers?: Record<string, string> }
type Run = { scores: number[]; lcp: number; tti: number; tbt: number; cls: number; jsKiB: number }
type Throttling = 'simulate' | 'devtools'

// A run Lighthouse could not measure (NaN) is left out rather than sorted among the others.
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN
}

const BUILT_FORM_PAGE = '/bench-built-form'

/** A page holding the seed's example built form (placed on no page by the seed), made once. */
async function pageWithBuiltForm(app: RunningApp, token: string): Promise<string | null> {
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const forms = (await (await fetch(`${app.baseUrl}/api/forms?where[name][equals]=webinar-registration&depth=0`, { headers })).json()) as { docs?: { id: number }[] }
  const form = forms.docs?.[0]
  if (!form) return null
  const existing = (await (await fetch(`${app.baseUrl}/api/pages?where[path][equals]=${BUILT_FORM_PAGE.slice(1)}&depth=0`, { headers })).json()) as { totalDocs?: number }
  if (!existing.totalDocs) {
    const layout = [{ blockType: 'builtForm', form: form.id, heading: 'Register for the webinar' }]
    await fetch(`${app.baseUrl}/api/pages`, { method: 'POST', headers, body: JSON.stringify({ title: 'Webinar registration', path: BUILT_FORM_PAGE.slice(1), layout, _status: 'published' }) })
  }
  return BUILT_FORM_PAGE
}

/** Every public route: the CMS pages, the blog views, a post, a job, a 404, the review page. */
export async function lighthouseTargets(app: RunningApp): Promise<Target[]> {
  const jobs = (await (await fetch(`${app.baseUrl}/api/jobs?limit=1&depth=0`)).json()) as { docs: { id: number }[] }
  const token = await signInOverRest(TEST_ADMIN.email, TEST_ADMIN.password, TEST_ADMIN.totpSecret, app.baseUrl)
  const routes = process.env.BENCH_ROUTES?.split(',')
  const builtForm = await pageWithBuiltForm(app, token)
  const targets: Target[] = [
    ...contentRoutes.map(({ path }) => ({ label: path, path })),
    { label: '/resources/blog', path: '/resources/blog' },
    { label: '/resources/blog?page=2', path: '/resources/blog?page=2' },
    { label: '/resources/blog?category=product-news', path: '/resources/blog?category=product-news' },
    { label: '/resources/blog/post-2', path: '/resources/blog/post-2' },
    ...(jobs.docs[0] ? [{ label: '/careers/{id}', path: `/careers/${jobs.docs[0].id}` }] : []),
    { label: '404 (/no-such-page)', path: '/no-such-page' },
    ...(builtForm ? [{ label: `${builtForm} (built form)`, path: builtForm }] : []),
    // Issue 13: the Spanish site's SEO score.
    ...['/es', '/es/pricing', '/es/faqs'].map((path) => ({ label: path, path })),
    { label: '/admin/applications (signed out)', path: '/admin/applications' },
    { label: '/admin/applications (reviewer)', path: '/admin/applications', headers: { cookie: `payload-token=${token}` } },
  ]
  return routes ? targets.filter((target) => routes.some((route) => target.path === route || target.label === route)) : targets
}

/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report, to read what the figures hide. */
function saveReport(url: string, report: string | string[]) {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_'
  writeFileSync(path.join(folder, `${name}-${Date.now()}.json`), String(report))
}

/** One Lighthouse run, or null when it measured nothing (Lighthouse says why on stderr). */
async function audit(chrome: LaunchedChrome, url: string, throttlingMethod: Throttling, headers?: Record<string, string>): Promise<Run | null> {
  const result = await lighthouse(url, {
    throttlingMethod,
    port: chrome.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    extraHeaders: headers,
    disableStorageReset: false,
    // The 404 page is a route visitors land on too: audit it rather than stop at its status.
    ignoreStatusCode: true,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  saveReport(url, result.report)
  const failure = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage
  if (failure) {
    console.warn(`  (a run of ${url} measured nothing: ${failure})`)
    return null
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary = lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
  const script = summary?.items?.find((item) => item.resourceType === 'script')
  // Time to interactive is out of the score since Lighthouse 10, but still in its metrics.
  const metrics = lhr.audits['metrics']?.details as { items?: { interactive?: number }[] } | undefined
  return {
    scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    lcp: numeric('largest-contentful-paint'),
    tti: metrics?.items?.[0]?.interactive ?? Number.NaN,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: (script?.transferSize ?? 0) / 1024,
  }
}

function medianRun(runs: Run[]): Run {
  return {
    scores: CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index]))),
    lcp: median(runs.map((run) => run.lcp)),
    tti: median(runs.map((run) => run.tti)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    jsKiB: median(runs.map((run) => run.jsKiB)),
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)
const ratio = (ours: number, bare: number) => (ours / bare).toFixed(2)

/**
 * Each route next to the bare page (bench/barePage.ts), runs alternating (ours, bare, ours, ...)
 * so both sides see the same machine; the ratios are what compare across runs.
 */
export async function benchLighthouse(app: RunningApp, bare: BarePage): Promise<void> {
  const targets = await lighthouseTargets(app)
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const bareUrl = `${bare.baseUrl}/`
  const mediansOf = async (target: Target, throttling: Throttling) => {
    const url = `${app.baseUrl}${target.path}`
    await fetch(url, { headers: target.headers }) // the first render fills the page cache
    const ours: Run[] = []
    const floor: Run[] = []
    // A run that measured nothing is run again, twice at most per side.
    for (let round = 0; (ours.length < RUNS || floor.length < RUNS) && round < RUNS + 2; round += 1) {
      if (ours.length < RUNS) {
        const run = await audit(chrome, url, throttling, target.headers)
        if (run) ours.push(run)
      }
      if (floor.length < RUNS) {
        const run = await audit(chrome, bareUrl, throttling)
        if (run) floor.push(run)
      }
    }
    return { ours: medianRun(ours), bare: medianRun(floor) }
  }
  try {
    console.info(
      `\nLighthouse ${RUNS}× per route and ${RUNS}× the bare page beside it (mobile, alternating), medians; simulated throttling, then real (devtools):`,
    )
    console.info(
      `${'route'.padEnd(36)}${'mode'.padStart(9)}${'perf/a11y/BP/SEO'.padStart(18)}${'LCP s'.padStart(7)}${'bare'.padStart(6)}${'×'.padStart(6)}${'TTI s'.padStart(7)}${'bare'.padStart(6)}${'×'.padStart(6)}${'JS KiB'.padStart(8)}${'bare'.padStart(6)}${'+KiB'.padStart(6)}${'TBT ms'.padStart(8)}`,
    )
    for (const target of targets) {
      for (const throttling of ['simulate', 'devtools'] as const) {
        const { ours, bare: floor } = await mediansOf(target, throttling)
        console.info(
          `${target.label.padEnd(36)}${throttling.padStart(9)}${ours.scores.join('/').padStart(18)}${seconds(ours.lcp).padStart(7)}${seconds(floor.lcp).padStart(6)}${ratio(ours.lcp, floor.lcp).padStart(6)}${seconds(ours.tti).padStart(7)}${seconds(floor.tti).padStart(6)}${ratio(ours.tti, floor.tti).padStart(6)}${ours.jsKiB.toFixed(0).padStart(8)}${floor.jsKiB.toFixed(0).padStart(6)}${(ours.jsKiB - floor.jsKiB).toFixed(0).padStart(6)}${ours.tbt.toFixed(0).padStart(8)}`,
        )
      }
    }
  } finally {
    chrome.kill()
  }
}

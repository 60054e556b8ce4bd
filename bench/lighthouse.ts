/**
 * Lighthouse (mobile, Debian's Chromium) over every public route and the review page, each beside
 * two floors (bench/barePage.ts, bench/strippedPage.ts), in both throttling modes: simulated
 * (Lighthouse's default, a model of a slow phone) and devtools (a really throttled browser, what
 * a visitor feels). The median of BENCH_LIGHTHOUSE_RUNS runs (3 by default) per route and side,
 * because one run's TBT varies by a factor of two on this machine. Printed, never asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { RunningApp } from '../tests/fixtures/app'
import type { BarePage } from './barePage'
import { startStrippedPage } from './strippedPage'
import { TEST_ADMIN } from '../tests/fixtures/environment'
import { contentRoutes } from '../tests/e2e/contentRoutes'
import { signInOverRest } from '../tests/e2e/twoFactor'

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const SIDES = ['ours', 'stripped', 'bare'] as const

type Target = { label: string; path: string; headers?: Record<string, string> }
type Run = {
  scores: number[]
  lcp: number
  tti: number
  tbt: number
  cls: number
  jsKiB: number
  htmlGzipKB: number
  layoutObjects: number
  laidOut: number
  domElements: number
}
type Throttling = 'simulate' | 'devtools'
type Side = (typeof SIDES)[number]

// A run Lighthouse could not measure (NaN) is left out rather than sorted among the others.
const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN
}

const BUILT_FORM_PAGE = '/bench-built-form'

/** A page holding the seed's example built form (placed on no page by the seed), made once. */
async function pageWithBuiltForm(app: RunningApp, token: string): Promise<string | null> {
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const forms = (await (
    await fetch(`${app.baseUrl}/api/forms?where[name][equals]=webinar-registration&depth=0`, {
      headers,
    })
  ).json()) as { docs?: { id: number }[] }
  const form = forms.docs?.[0]
  if (!form) return null
  const existing = (await (
    await fetch(
      `${app.baseUrl}/api/pages?where[path][equals]=${BUILT_FORM_PAGE.slice(1)}&depth=0`,
      { headers },
    )
  ).json()) as { totalDocs?: number }
  if (!existing.totalDocs) {
    const layout = [{ blockType: 'builtForm', form: form.id, heading: 'Register for the webinar' }]
    await fetch(`${app.baseUrl}/api/pages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: 'Webinar registration',
        path: BUILT_FORM_PAGE.slice(1),
        layout,
        _status: 'published',
      }),
    })
  }
  return BUILT_FORM_PAGE
}

/**
 * Every public route: the CMS pages, the blog views, a post, a job, a 404, the review page.
 * BENCH_ROUTES narrows them, and adds any other path it names.
 */
export async function lighthouseTargets(app: RunningApp): Promise<Target[]> {
  const jobs = (await (await fetch(`${app.baseUrl}/api/jobs?limit=1&depth=0`)).json()) as {
    docs: { id: number }[]
  }
  const token = await signInOverRest(
    TEST_ADMIN.email,
    TEST_ADMIN.password,
    TEST_ADMIN.totpSecret,
    app.baseUrl,
  )
  const routes = process.env.BENCH_ROUTES?.split(',')
  const builtForm = await pageWithBuiltForm(app, token)
  const targets: Target[] = [
    ...contentRoutes.map(({ path }) => ({ label: path, path })),
    { label: '/resources/blog', path: '/resources/blog' },
    { label: '/resources/blog?page=2', path: '/resources/blog?page=2' },
    {
      label: '/resources/blog?category=product-news',
      path: '/resources/blog?category=product-news',
    },
    { label: '/resources/blog/post-2', path: '/resources/blog/post-2' },
    ...(jobs.docs[0] ? [{ label: '/careers/{id}', path: `/careers/${jobs.docs[0].id}` }] : []),
    { label: '404 (/no-such-page)', path: '/no-such-page' },
    ...(builtForm ? [{ label: `${builtForm} (built form)`, path: builtForm }] : []),
    // The Spanish site, audited for its SEO score as the English one is.
    ...['/es', '/es/pricing', '/es/faqs'].map((path) => ({ label: path, path })),
    { label: '/admin/applications (signed out)', path: '/admin/applications' },
    {
      label: '/admin/applications (reviewer)',
      path: '/admin/applications',
      headers: { cookie: `payload-token=${token}` },
    },
  ]
  if (!routes) return targets
  const named = (route: string) => (target: Target) =>
    target.path === route || target.label === route
  // A path the list does not hold (a route newer than it) is measured as named, not dropped.
  const others = routes
    .filter((route) => route.startsWith('/') && !targets.some(named(route)))
    .map((path) => ({ label: path, path }))
  return [...targets.filter((target) => routes.some((route) => named(route)(target))), ...others]
}

/** BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's full report and trace, to read what the figures hide. */
function saveReport(url: string, report: string | string[], trace: unknown) {
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  const { host, pathname } = new URL(url)
  const name = `${host.replace(/\W+/g, '_')}${pathname.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}`
  writeFileSync(path.join(folder, `${name}.json`), String(report))
  writeFileSync(path.join(folder, `${name}.trace.json`), JSON.stringify(trace))
}

type TraceEvent = {
  name: string
  ts: number
  args?: {
    frame?: string
    data?: { frame?: string }
    beginData?: { frame?: string; dirtyObjects?: number; totalObjects?: number }
  }
}

/**
 * The first paint's layout, from the main frame's `Layout` trace events between navigation start
 * and the first contentful paint: `objects` is the layout tree that paint shows (`totalObjects` of
 * the last layout before it), `laidOut` the work it took (the sum of `dirtyObjects`, Chrome's
 * "nodes that need layout", so an object laid out twice counts twice).
 */
function firstPaintLayout(
  events: TraceEvent[],
  navigationStart: number,
  firstPaint: number,
): { objects: number; laidOut: number } {
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.ts === firstPaint,
  )
  const frame = paint?.args?.frame ?? paint?.args?.data?.frame
  const layouts = events
    .filter(
      (event) =>
        event.name === 'Layout' &&
        event.ts >= navigationStart &&
        event.ts < firstPaint &&
        event.args?.beginData?.frame === frame,
    )
    .sort((a, b) => a.ts - b.ts)
  if (!frame || !layouts.length) return { objects: Number.NaN, laidOut: Number.NaN }
  return {
    objects: layouts.at(-1)?.args?.beginData?.totalObjects ?? Number.NaN,
    laidOut: layouts.reduce((sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0), 0),
  }
}

/** One Lighthouse run, or null when it measured nothing (Lighthouse says why on stderr). */
async function audit(
  chrome: LaunchedChrome,
  url: string,
  throttlingMethod: Throttling,
  headers?: Record<string, string>,
): Promise<Run | null> {
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
  const { lhr, artifacts } = result
  saveReport(url, result.report, artifacts.Trace)
  const failure = lhr.runtimeError?.message ?? lhr.audits['largest-contentful-paint']?.errorMessage
  if (failure) {
    console.warn(`  (a run of ${url} measured nothing: ${failure})`)
    return null
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined
  const script = summary?.items?.find((item) => item.resourceType === 'script')
  // Time to interactive is out of the score since Lighthouse 10, but still in its metrics.
  const metrics = lhr.audits['metrics']?.details as
    | {
        items?: {
          interactive?: number
          observedNavigationStartTs?: number
          observedFirstContentfulPaintTs?: number
        }[]
      }
    | undefined
  const timings = metrics?.items?.[0]
  const document = artifacts.MainDocumentContent
  const layout =
    timings?.observedNavigationStartTs && timings.observedFirstContentfulPaintTs
      ? firstPaintLayout(
          artifacts.Trace.traceEvents as TraceEvent[],
          timings.observedNavigationStartTs,
          timings.observedFirstContentfulPaintTs,
        )
      : { objects: Number.NaN, laidOut: Number.NaN }
  return {
    scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)),
    lcp: numeric('largest-contentful-paint'),
    tti: timings?.interactive ?? Number.NaN,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: (script?.transferSize ?? 0) / 1024,
    // The document as this run received it, gzipped here (zlib level 6), so every side is
    // compressed alike whatever its server sends.
    htmlGzipKB:
      typeof document === 'string' ? gzipSync(document, { level: 6 }).length / 1000 : Number.NaN,
    layoutObjects: layout.objects,
    laidOut: layout.laidOut,
    domElements: numeric('dom-size-insight'),
  }
}

function medianRun(runs: Run[]): Run {
  const of = (figure: Exclude<keyof Run, 'scores'>) => median(runs.map((run) => run[figure]))
  return {
    scores: CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index]))),
    lcp: of('lcp'),
    tti: of('tti'),
    tbt: of('tbt'),
    cls: of('cls'),
    jsKiB: of('jsKiB'),
    htmlGzipKB: of('htmlGzipKB'),
    layoutObjects: of('layoutObjects'),
    laidOut: of('laidOut'),
    domElements: of('domElements'),
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)
const ratio = (ours: number, floor: number) => (ours / floor).toFixed(2)

const COLUMNS: [string, number][] = [
  ['route', 36],
  ['mode', 9],
  ['side', 9],
  ['perf/a11y/BP/SEO', 17],
  ['LCP s', 7],
  ['×bare', 6],
  ['×strip', 7],
  ['TTI s', 7],
  ['×bare', 6],
  ['×strip', 7],
  ['HTML gz KB', 11],
  ['JS KiB', 7],
  ['layout', 7],
  ['laid out', 9],
  ['DOM', 6],
  ['TBT ms', 7],
]

function row(cells: string[]): string {
  return cells
    .map((cell, index) =>
      index < 3 ? cell.padEnd(COLUMNS[index][1]) : cell.padStart(COLUMNS[index][1]),
    )
    .join('')
}

function sideRow(
  label: string,
  mode: string,
  side: Side,
  run: Run,
  floors?: { bare: Run; stripped: Run },
): string {
  const ratios = (figure: 'lcp' | 'tti') =>
    floors
      ? [ratio(run[figure], floors.bare[figure]), ratio(run[figure], floors.stripped[figure])]
      : ['', '']
  return row([
    label,
    mode,
    side,
    run.scores.join('/'),
    seconds(run.lcp),
    ...ratios('lcp'),
    seconds(run.tti),
    ...ratios('tti'),
    run.htmlGzipKB.toFixed(1),
    run.jsKiB.toFixed(0),
    run.layoutObjects.toFixed(0),
    run.laidOut.toFixed(0),
    run.domElements.toFixed(0),
    run.tbt.toFixed(0),
  ])
}

/**
 * Each route next to both floors: the bare page (bench/barePage.ts) and the same route with its
 * scripts removed (bench/strippedPage.ts). Runs alternate (ours, stripped, bare, ours, ...) so
 * every side sees the same machine; the ratios are what compare across runs.
 */
export async function benchLighthouse(app: RunningApp, bare: BarePage): Promise<void> {
  const targets = await lighthouseTargets(app)
  const stripped = await startStrippedPage(app.baseUrl)
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    // Its own Ctrl-C handler exits at once: the bench's (stopOnSignal) stops Chrome and the rest.
    handleSIGINT: false,
  })
  const mediansOf = async (target: Target, throttling: Throttling) => {
    await fetch(`${app.baseUrl}${target.path}`, { headers: target.headers }) // the first render fills the page cache
    await stripped.add(target.path, target.headers)
    const urls: Record<Side, string> = {
      ours: `${app.baseUrl}${target.path}`,
      stripped: `${stripped.baseUrl}${target.path}`,
      bare: `${bare.baseUrl}/`,
    }
    const runs: Record<Side, Run[]> = { ours: [], stripped: [], bare: [] }
    const short = () => SIDES.filter((side) => runs[side].length < RUNS)
    // A run that measured nothing is run again, twice at most per side.
    for (let round = 0; short().length && round < RUNS + 2; round += 1) {
      for (const side of short()) {
        const run = await audit(
          chrome,
          urls[side],
          throttling,
          side === 'bare' ? undefined : target.headers,
        )
        if (run) runs[side].push(run)
      }
    }
    return {
      ours: medianRun(runs.ours),
      stripped: medianRun(runs.stripped),
      bare: medianRun(runs.bare),
    }
  }
  try {
    console.info(
      `\nLighthouse ${RUNS}× per route and side (mobile, alternating: ours, ours without scripts, bare page), medians; simulated throttling, then real (devtools).`,
    )
    console.info(
      'HTML gz KB: the document as received, gzipped here at level 6. layout: layout objects of the first contentful paint; laid out: objects laid out before it, relayouts counted again (trace). DOM: elements (dom-size insight).',
    )
    console.info(row(COLUMNS.map(([name]) => name)))
    for (const target of targets) {
      for (const throttling of ['simulate', 'devtools'] as const) {
        const medians = await mediansOf(target, throttling)
        console.info(sideRow(target.label, throttling, 'ours', medians.ours, medians))
        console.info(sideRow('', '', 'stripped', medians.stripped))
        console.info(sideRow('', '', 'bare', medians.bare))
      }
    }
  } finally {
    chrome.kill()
    await stripped.stop()
  }
}

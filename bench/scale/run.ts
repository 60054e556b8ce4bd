/**
 * `npm run bench:scale`: the site and its history at 1×, 10× and 100× (bench/scale/generate.ts),
 * each a copy of one seeded database in a throwaway PostgreSQL, served by the production server
 * from the last build (`npm run build` first; BENCH_REBUILD=1 builds). Prints each figure at each
 * scale and its ratio to 1×; never asserts. BENCH_SCALES=1,10 picks the scales,
 * BENCH_SCALE_CRAWL the most URLs a crawl visits (2,000), BENCH_SCALE_ONLY=export,staff the groups
 * of figures measured (all of GROUPS by default).
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import {
  appEnvironment,
  buildApp,
  migrateDatabase,
  runPayloadScript,
  seedDatabase,
  startServer,
  type AppServer,
} from '../../tests/fixtures/app'
import { startTestEnvironment, TEST_ADMIN } from '../../tests/fixtures/environment'
import { signInOverRest } from '../../tests/e2e/twoFactor'
import { getFreePort } from '../../tests/fixtures/ports'
import { generateSite, type Generated } from './generate'
import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { COUNTS_PLANNER_SETTING, countsStatement } from '../../src/data/review/counts'
import { stopOnSignal } from '../../tests/fixtures/stopOnSignal'

stopOnSignal()

const SCALES = (process.env.BENCH_SCALES ?? '1,10,100').split(',').map(Number)
const CRAWL_LIMIT = Number(process.env.BENCH_SCALE_CRAWL || 2_000)
const RUNS = 5
/** The groups of figures, in the order measured; BENCH_SCALE_ONLY names the ones to measure. */
const GROUPS = [
  'routes',
  'sitemap',
  'search',
  'staff',
  'export',
  'retention',
  'publish',
  'backup',
  'explain',
  'crawl',
] as const
type Group = (typeof GROUPS)[number]
const ONLY = process.env.BENCH_SCALE_ONLY?.split(',').map((name) => name.trim())
const unknownGroups = ONLY?.filter((name) => !GROUPS.includes(name as Group)) ?? []
if (unknownGroups.length)
  throw new Error(`BENCH_SCALE_ONLY: no group ${unknownGroups.join(', ')} (${GROUPS.join(', ')})`)
const measures = (group: Group) => !ONLY || ONLY.includes(group)
/** Pages a publish is followed on until each shows it, spread over the sitemap's English URLs (as many at every scale: 1× has about a hundred). */
const PUBLISH_SAMPLE = 50

type Figure = { name: string; value: number | null; unit: string; note?: string }
const results = new Map<number, Figure[]>()

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

/** The server's resident memory now, and its peak since the last reset (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}
// Writing 5 to clear_refs sets the peak (VmHWM) back to the current resident size.
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5')
const MB = 1024 * 1024

type Timed = { status: number; ms: number; bytes: number; text: string }

/** One request, timed to its last byte; status 0 when the server did not answer. */
async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const start = process.hrtime.bigint()
  try {
    const response = await fetch(url, { redirect: 'manual', ...init })
    const text = await response.text()
    return { status: response.status, ms: ms(start), bytes: Buffer.byteLength(text), text }
  } catch {
    return { status: 0, ms: ms(start), bytes: 0, text: '' }
  }
}

/**
 * The scale's figures from production servers on the copy at `databaseUrl` (`start` makes one):
 * a server that dies on the way (out of memory, say) is noted and started again for the rest.
 */
async function measureScale(
  scale: number,
  start: () => Promise<AppServer>,
  generated: Generated,
  databaseUrl: string,
  scriptEnv: NodeJS.ProcessEnv,
) {
  const figures: Figure[] = []
  const add: Add = (name, value, unit, note) => {
    figures.push({ name, value, unit, note })
    console.info(
      `${scale}×  ${name}: ${value == null ? 'n/m' : value.toFixed(1)} ${unit}${note ? ` (${note})` : ''}`,
    )
  }
  let server = await start()
  const url = (p: string) => `${server.baseUrl}${p}`
  const alive = () => server.process.exitCode === null && server.process.signalCode === null
  let pid = server.process.pid!
  try {
    // Start-up work (the first request of any route) is not counted: a page of each route first.
    for (const warm of [
      '/company',
      '/es/company',
      '/case-studies/st-vincent',
      '/careers',
      '/search?q=warm',
    ])
      await timed(url(warm))

    // Up to ten documents spread over the generated ones, each once (a repeat would be cached).
    const sample = (count: number, first: number, make: (n: number) => string) => {
      const length = Math.min(count, 10)
      return Array.from({ length }, (_, k) =>
        make(first + Math.floor((k * Math.max(count - 1, 0)) / Math.max(length - 1, 1))),
      )
    }
    const db = new pg.Client({ connectionString: databaseUrl })
    db.on('error', () => undefined)
    await db.connect()
    const firstId = async (sql: string) => Number((await db.query(sql)).rows[0]?.id ?? 0)
    const firstJob = await firstId(
      `SELECT min(id) AS id FROM jobs WHERE id > (SELECT min(id) FROM jobs)`,
    )
    const routes: Record<string, string[]> = {
      home: ['/', '/es'],
      'CMS page': [
        '/pricing',
        '/es/pricing',
        ...sample(generated.pages, 1, (n) => `/scale/page-${n}`),
      ],
      'case study': [
        '/case-studies/jamaica',
        ...sample(generated.caseStudies, 1, (n) => `/case-studies/scale-study-${n}`),
      ],
      job: firstJob ? sample(generated.jobs, firstJob, (n) => `/careers/${n}`) : [],
      'FAQ list (/faqs)': ['/faqs', '/es/faqs'],
      'unknown address (404)': ['/scale/none-1', '/case-studies/none-2', '/careers/999999'],
    }
    for (const [kind, paths] of Object.entries(routes)) {
      if (!paths.length || !measures('routes')) continue
      const first: number[] = []
      const cached: number[] = []
      for (const p of paths) first.push((await timed(url(p))).ms)
      for (let run = 0; run < 3; run++) for (const p of paths) cached.push((await timed(url(p))).ms)
      add(`${kind}: first render p50`, percentile(first, 50), 'ms')
      add(`${kind}: first render p95`, percentile(first, 95), 'ms')
      add(`${kind}: cached answer p50`, percentile(cached, 50), 'ms')
      add(`${kind}: cached answer p95`, percentile(cached, 95), 'ms')
    }

    // The sitemap: the index and every file it names.
    const sitemapStart = process.hrtime.bigint()
    const index = await timed(url('/sitemap.xml'))
    // A build from before the index served one <urlset>: then it is the only file.
    const single = index.text.includes('<urlset')
    const locs = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    )
    const files = single ? [] : locs
    let sitemapBytes = index.bytes
    let largest = single ? index.bytes : 0
    const pageUrls: string[] = single ? locs : []
    for (const file of files) {
      const answer = await timed(url(file))
      sitemapBytes += answer.bytes
      largest = Math.max(largest, answer.bytes)
      for (const match of answer.text.matchAll(/<loc>([^<]+)<\/loc>/g))
        pageUrls.push(new URL(match[1]).pathname)
    }
    if (measures('sitemap')) {
      add(
        'sitemap: index and every file',
        ms(sitemapStart),
        'ms',
        `${single ? 'one document' : `${files.length} files`}, ${pageUrls.length} URLs`,
      )
      add('sitemap: bytes, all files', sitemapBytes / 1024, 'KiB')
      add('sitemap: largest file', largest / 1024, 'KiB')
    }

    // Site search: a word every copied page carries, then rarer ones.
    const searches: number[] = []
    if (measures('search'))
      for (const q of [
        'privacy',
        'data',
        'school',
        'jamaica',
        'students',
        'attendance',
        'pricing',
        'teachers',
        'privacidad',
        'escuela',
      ]) {
        for (let run = 0; run < 2; run++)
          searches.push((await timed(url(`/search?q=${encodeURIComponent(q)}`))).ms)
      }
    if (searches.length) {
      add('site search p50', percentile(searches, 50), 'ms')
      add('site search p95', percentile(searches, 95), 'ms')
    }

    // Staff: one REST sign-in of the seeded admin (its TOTP secret is the test environment's).
    const signIn = () =>
      signInOverRest(TEST_ADMIN.email, TEST_ADMIN.password, TEST_ADMIN.totpSecret, server.baseUrl)
    const token = await signIn()
    const staff = { headers: { authorization: `JWT ${token}`, cookie: `payload-token=${token}` } }
    const median = async (p: string, init: RequestInit = staff) => {
      const times: number[] = []
      let last: Timed | undefined
      for (let run = 0; run < RUNS; run++) {
        last = await timed(url(p), init)
        times.push(last.ms)
      }
      return { ms: percentile(times, 50), status: last?.status ?? 0, text: last?.text ?? '' }
    }
    const staffFigure = async (
      name: string,
      p: string,
      init?: RequestInit,
      describe?: (text: string) => string,
    ) => {
      const { ms: value, status, text } = await median(p, init)
      add(
        name,
        status < 400 ? value : null,
        'ms',
        status < 400 ? describe?.(text) : `answered ${status}`,
      )
    }
    /** A review search, noted with how many applications it matched. */
    const reviewSearch = (name: string, q: string) =>
      staffFigure(
        name,
        `/api/review/applications?status=all&q=${encodeURIComponent(q)}`,
        undefined,
        (text) => `"${q}": ${(JSON.parse(text) as { matching?: number }).matching} matching`,
      )
    if (measures('staff')) await staffFigures()
    async function staffFigures() {
      await staffFigure('leads dashboard (/cms/leads)', '/cms/leads')
      await staffFigure('review list (all)', '/api/review/applications?status=all')
      // A search whose answer grows with the data: "Generated School 17" is also 170–179, 1700–….
      await reviewSearch('review search, growing answer (school name)', 'Generated School 17')
      // What a reviewer mostly does: one school, by its district's name or its case ID.
      const school = await oneSchool(db)
      await reviewSearch('review search, one school (its district)', school.district)
      await reviewSearch('review search, one school (its case ID)', school.caseId)
      await staffFigure(
        'CMS list: built submissions, by form, newest',
        '/api/form-submissions?where[formName][equals]=webinar-registration&sort=-createdAt&limit=10&depth=0',
      )
      await staffFigure(
        'CMS list: demo requests, by country, newest',
        '/api/demo-requests?where[country][equals]=other&sort=-createdAt&limit=10&depth=0',
      )
      await staffFigure(
        'CMS list: subscribers, by email, newest',
        '/api/newsletter-subscribers?where[email][like]=scale-newsletter-42&sort=-createdAt&limit=10&depth=0',
      )
      await staffFigure(
        'privacy lookup by email',
        '/api/privacy-audits/records?email=scale-demo-7%40bench.example',
      )
      const erase = await timed(url('/api/privacy-audits/erase'), {
        method: 'POST',
        headers: { ...staff.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'scale-quote-9@bench.example' }),
      })
      add(
        'privacy erasure by email',
        erase.status < 400 ? erase.ms : null,
        'ms',
        erase.status < 400 ? undefined : `answered ${erase.status}`,
      )
    }

    // Exports: time, and the server's peak memory above its memory at rest.
    const exportFigure = async (name: string, p: string, empty: string) => {
      // The same export with no rows first: loading its route's code is no cost of the rows.
      await timed(url(empty), staff)
      const rest = memory(pid).rss
      resetPeak(pid)
      // The peak is read while the export runs too: a server that dies has no /proc to read after.
      let peak = rest
      const watch = setInterval(() => alive() && (peak = Math.max(peak, memory(pid).peak)), 100)
      const answer = await timed(url(p), staff)
      clearInterval(watch)
      if (alive()) peak = Math.max(peak, memory(pid).peak)
      const ok = answer.status > 0 && answer.status < 400
      add(
        `${name}: time`,
        ok ? answer.ms : null,
        'ms',
        `${Math.round(answer.bytes / 1024)} KiB, status ${answer.status}`,
      )
      add(
        `${name}: peak memory above rest`,
        (peak - rest) / MB,
        'MB',
        ok ? undefined : 'the export failed',
      )
      // A failed export may leave the server dying (out of memory): it is replaced for the rest.
      if (!ok || !alive()) {
        add(
          `${name}: the server failed`,
          null,
          '',
          alive() ? `answered ${answer.status}` : 'it died',
        )
        await server.stop()
        server = await start()
        pid = server.process.pid!
        const again = await signIn()
        staff.headers = { authorization: `JWT ${again}`, cookie: `payload-token=${again}` }
      }
    }
    if (measures('export')) {
      await exportFigure(
        'CSV export, built form (every submission)',
        '/api/form-submissions/csv?form=webinar-registration',
        '/api/form-submissions/csv?form=webinar-registration&from=2999-01-01',
      )
      await exportFigure(
        'CSV export, recovery applications',
        '/api/review/applications.csv?status=all',
        '/api/review/applications.csv?status=all&q=no-such-school',
      )
    }

    if (measures('retention')) await retentionFigure(db, scriptEnv, add)
    if (measures('publish'))
      await publishFigure(
        server.baseUrl,
        staff.headers,
        pageUrls.filter((p) => !p.startsWith('/es')),
        add,
      )

    // Backup and restore of this database with pg_dump/pg_restore (PostgreSQL 15, as the server).
    if (measures('backup')) await backupFigures()
    async function backupFigures() {
      const dumpDir = mkdtempSync(path.join(os.tmpdir(), 'scale-dump-'))
      try {
        const dump = path.join(dumpDir, 'site.dump')
        const run = promisify(execFile)
        const started = process.hrtime.bigint()
        await run('pg_dump', ['-Fc', '-f', dump, databaseUrl])
        add('backup (pg_dump -Fc)', ms(started), 'ms', `${Math.round(statSync(dump).size / MB)} MB`)
        const restored = `${databaseUrl.replace(/\/[^/]+$/, '')}/restored_${scale}`
        await db.query(`CREATE DATABASE restored_${scale}`)
        const restoring = process.hrtime.bigint()
        await run('pg_restore', ['--no-owner', '-d', restored, dump])
        add('restore (pg_restore)', ms(restoring), 'ms')
        await db.query(`DROP DATABASE restored_${scale} WITH (FORCE)`)
      } catch (error) {
        add('backup and restore', null, 'ms', `failed: ${(error as Error).message.split('\n')[0]}`)
      } finally {
        rmSync(dumpDir, { recursive: true, force: true })
      }
    }

    // The queries behind the slowest figures, with their plans: as the database now is, and with
    // the indexes that serve them dropped (in a transaction rolled back), to show what each gives.
    if (scale === Math.max(...SCALES) && measures('explain')) await explainQueries(db)

    // Last, as it fills the cache: a crawl of the sitemap's URLs (up to CRAWL_LIMIT), four at a time.
    const crawl = measures('crawl') ? pageUrls.slice(0, CRAWL_LIMIT) : []
    const crawlStart = process.hrtime.bigint()
    for (let at = 0; at < crawl.length; at += 4)
      await Promise.all(crawl.slice(at, at + 4).map((p) => timed(url(p))))
    if (crawl.length) {
      add(
        'crawl of the sitemap',
        ms(crawlStart),
        'ms',
        `${crawl.length} of ${pageUrls.length} URLs`,
      )
      add("server's memory after the crawl", alive() ? memory(pid).rss / MB : null, 'MB')
    }
    await db.end()
  } finally {
    results.set(scale, figures)
    await server.stop()
  }
}

type Add = (name: string, value: number | null, unit: string, note?: string) => void

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * One nightly retention run (bench/scale/retention.ts, through Payload's Local API as the job
 * runs it): with the setting at 120 months, on the night the oldest day of the generated ten
 * years passes it, so it erases one day's rows (a count that grows with the scale, as the work).
 */
async function retentionFigure(db: pg.Client, env: NodeJS.ProcessEnv, add: Add) {
  const months = 120
  const cutoff = new Date(Date.now() - 3649 * DAY_MS)
  const now = new Date(cutoff)
  now.setUTCMonth(now.getUTCMonth() + months)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scale-retention-'))
  const out = path.join(dir, 'retention.json')
  try {
    await db.query(`UPDATE site_settings SET retention_months = ${months}`)
    await runPayloadScript('bench/scale/retention.ts', [out, now.toISOString()], env)
    const { ms: value, outcome } = JSON.parse(readFileSync(out, 'utf8')) as {
      ms: number
      outcome: { outcome: string; counts?: Record<string, number> }
    }
    const erased = Object.values(outcome.counts ?? {}).reduce((sum, n) => sum + n, 0)
    add('retention run (one night)', value, 'ms', `${outcome.outcome}, ${erased} rows erased`)
  } catch (error) {
    add(
      'retention run (one night)',
      null,
      'ms',
      `failed: ${(error as Error).message.split('\n')[0]}`,
    )
  } finally {
    await db.query(`UPDATE site_settings SET retention_months = NULL`)
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A publish of what every page shows (the footer's blurb, site settings, tag
 * `global:site-settings`), through REST as the panel saves it: the save's time, then the time until
 * the last of PUBLISH_SAMPLE pages already cached (spread over the sitemap's English URLs) shows
 * it, each polled four at a time. The blurb is put back afterwards, untimed.
 */
async function publishFigure(
  baseUrl: string,
  headers: Record<string, string>,
  urls: string[],
  add: Add,
) {
  const step = Math.max(1, Math.floor(urls.length / PUBLISH_SAMPLE))
  const sample = urls.filter((_, n) => n % step === 0).slice(0, PUBLISH_SAMPLE)
  const settingsUrl = `${baseUrl}/api/globals/site-settings?locale=en&depth=0`
  const save = (footerBlurb: string) =>
    timed(settingsUrl, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ footerBlurb }),
    })
  const original = String(
    (JSON.parse((await timed(settingsUrl, { headers })).text || '{}') as { footerBlurb?: string })
      .footerBlurb ?? '',
  )
  for (let at = 0; at < sample.length; at += 4)
    await Promise.all(sample.slice(at, at + 4).map((p) => timed(`${baseUrl}${p}`)))
  const marker = `Published by the scale bench ${Date.now()}`
  const started = process.hrtime.bigint()
  const saved = await save(`${original} ${marker}`)
  add(
    'publish: the save',
    saved.status < 400 ? saved.ms : null,
    'ms',
    saved.status < 400 ? undefined : `answered ${saved.status}`,
  )
  let pending = sample
  let rounds = 0
  while (saved.status < 400 && pending.length && ms(started) < 300_000) {
    rounds++
    const stale: string[] = []
    for (let at = 0; at < pending.length; at += 4)
      await Promise.all(
        pending.slice(at, at + 4).map(async (p) => {
          if (!(await timed(`${baseUrl}${p}`)).text.includes(marker)) stale.push(p)
        }),
      )
    pending = stale
  }
  add(
    `publish: until the last of ${sample.length} pages is fresh`,
    saved.status < 400 && !pending.length ? ms(started) : null,
    'ms',
    pending.length ? `${pending.length} still stale` : `${rounds} rounds of polling`,
  )
  await save(original)
}

/** The same generated school at every scale (bench/scale/generate.ts): its district and case ID. */
async function oneSchool(db: pg.Client): Promise<{ district: string; caseId: string }> {
  const { rows } = await db.query<{ school_name: string; case_id: string }>(
    `SELECT school_name, case_id FROM recovery_applications WHERE contact_email = 'scale-recovery-17@bench.example'`,
  )
  return {
    district: rows[0]?.school_name.split(', ').at(-1) ?? 'no-such-school',
    caseId: rows[0]?.case_id ?? 'no-such-case',
  }
}

type Explained = {
  label: string
  sql: string | ((db: pg.Client) => Promise<string>)
  indexes: string[]
  /** A `SET LOCAL` the product runs before this query, in its transaction. */
  setLocal?: string
}

/** The review search's condition as Payload's `contains` writes it. */
const reviewMatch = (q: string) => `(school_name ILIKE '%${q}%' OR case_id ILIKE '%${q}%')`
const REVIEW_SEARCH_INDEXES = [
  'recovery_applications_school_name_trgm_idx',
  'recovery_applications_case_id_trgm_idx',
]
/** A statement the product builds with drizzle, as text with its values written in. */
const sqlText = (statement: SQL) => new PgDialect().sqlToQuery(statement.inlineParams()).sql

/** The review page's two queries for one search: its page and the counts (its total among them). */
const reviewSearchQueries = (what: string, search: (db: pg.Client) => Promise<string>) => [
  {
    label: `review list, ${what}: the page (Payload's find, newest first)`,
    sql: async (db: pg.Client) =>
      `SELECT id FROM recovery_applications WHERE ${reviewMatch(await search(db))} ORDER BY created_at DESC LIMIT 20`,
    indexes: REVIEW_SEARCH_INDEXES,
  },
  {
    label: `review list, ${what}: the matching per status, and every application (src/data/review/counts.ts)`,
    sql: async (db: pg.Client) => sqlText(countsStatement(await search(db))),
    indexes: REVIEW_SEARCH_INDEXES,
    setLocal: sqlText(COUNTS_PLANNER_SETTING),
  },
]

const EXPLAINED: Explained[] = [
  ...reviewSearchQueries(
    'one school by its district',
    async (db) => (await oneSchool(db)).district,
  ),
  ...reviewSearchQueries('a search whose answer grows', async () => 'Generated School 17'),
  {
    label:
      "the FAQ list: the first batch of every published FAQ, with their translations (Payload's query)",
    sql: `SELECT faqs.id, l.data FROM faqs LEFT JOIN LATERAL (SELECT coalesce(json_agg(json_build_array(fl.question, fl.answer, fl._locale)), '[]'::json) AS data FROM faqs_locales fl WHERE fl._parent_id = faqs.id) l ON true WHERE faqs._status = 'published' ORDER BY faqs."order" ASC, faqs.created_at DESC, faqs.id DESC LIMIT 500`,
    indexes: ['faqs_order_created_at_id_idx'],
  },
  {
    label:
      "a case study's read (Payload's query: the document with every translation, array and block)",
    sql: readFileSync(path.join(import.meta.dirname, 'case-study-read.sql'), 'utf8'),
    indexes: [
      'case_studies_locales_parent_idx',
      'case_studies_highlights_locales_parent_idx',
      'case_studies_stats_locales_parent_idx',
      'case_studies_sections_locales_parent_idx',
      'case_studies_sections_items_locales_parent_idx',
      'case_studies_quotes_locales_parent_idx',
    ],
  },
  {
    label: 'privacy lookup: demo requests whose email contains an address (Payload `like`)',
    sql: `SELECT id FROM demo_requests WHERE email ILIKE '%scale-demo-7@bench.example%' ORDER BY created_at DESC, id DESC LIMIT 500`,
    indexes: ['demo_requests_email_trgm_idx'],
  },
  {
    label: 'CMS list: newsletter subscribers whose email contains a text, newest first',
    sql: `SELECT id FROM newsletter_subscribers WHERE email ILIKE '%scale-newsletter-42%' ORDER BY created_at DESC, id DESC LIMIT 10`,
    indexes: ['newsletter_subscribers_email_trgm_idx'],
  },
  {
    label: "built form CSV: a batch in the middle of the form's submissions",
    // As the export reads a batch (readBatch, src/lib/leads/builtCsv.ts), after the row half way.
    sql: async (db) => {
      const { rows } = await db.query(
        `SELECT created_at, id FROM form_submissions WHERE form_name = 'webinar-registration'
         ORDER BY created_at, id OFFSET (SELECT count(*) / 2 FROM form_submissions WHERE form_name = 'webinar-registration') LIMIT 1`,
      )
      const at =
        (rows[0]?.created_at as Date | undefined)?.toISOString() ?? new Date().toISOString()
      const id = Number(rows[0]?.id ?? 0)
      return `SELECT s.id, s.created_at, s.email, (SELECT json_agg(json_build_array(a.field, a.value) ORDER BY a._order) FROM form_submissions_submission_data a WHERE a._parent_id = s.id) AS answers FROM form_submissions s WHERE s.form_name = 'webinar-registration' AND (s.created_at, s.id) > ('${at}'::timestamptz, ${id}) ORDER BY s.created_at, s.id LIMIT 500`
    },
    indexes: ['form_submissions_form_name_created_at_id_idx'],
  },
  {
    label: 'CMS list: a form’s submissions, newest first',
    sql: `SELECT id FROM form_submissions WHERE form_name = 'webinar-registration' ORDER BY created_at DESC LIMIT 10`,
    indexes: ['form_submissions_form_name_created_at_id_idx'],
  },
]

async function explain(db: pg.Client, sql: string): Promise<{ ms: number; plan: string }> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`)
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
  return { ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN), plan }
}

async function explainQueries(db: pg.Client) {
  console.info(
    '\nEXPLAIN (ANALYZE, BUFFERS) at the largest scale, with and without the indexes that serve each query:',
  )
  for (const { label, sql: query, indexes, setLocal } of EXPLAINED) {
    const sql = typeof query === 'string' ? query : await query(db)
    const present = (
      await db.query(`SELECT indexname FROM pg_indexes WHERE indexname = ANY($1)`, [indexes])
    ).rows.map((row) => row.indexname as string)
    await db.query('BEGIN')
    if (setLocal) await db.query(setLocal)
    await explain(db, sql) // the first run reads the table into the cache; both plans below are warm
    const withIndexes = await explain(db, sql)
    for (const name of present) await db.query(`DROP INDEX ${name}`)
    await explain(db, sql)
    const without = await explain(db, sql)
    await db.query('ROLLBACK')
    const settings = setLocal ? ` (after ${setLocal}, as the product asks it)` : ''
    console.info(
      `\n## ${label}${settings}\n${sql}\n-- without ${indexes.join(', ')}: ${without.ms.toFixed(1)} ms\n${without.plan}`,
    )
    console.info(
      present.length
        ? `-- with them: ${withIndexes.ms.toFixed(1)} ms\n${withIndexes.plan}`
        : '-- (the indexes are not in this database)',
    )
  }
}

function printTables(generatedAt: Map<number, Generated>) {
  console.info('\nrows generated per scale (on top of the seed):')
  for (const [scale, rows] of generatedAt)
    console.info(
      `  ${scale}×: ${Object.entries(rows)
        .map(([key, n]) => `${key} ${n.toLocaleString('en-US')}`)
        .join(', ')}`,
    )
  const scales = [...results.keys()]
  const names = [
    ...new Set(scales.flatMap((scale) => results.get(scale)!.map((figure) => figure.name))),
  ]
  const head = `${'figure'.padEnd(58)}${scales.map((s) => `${s}×`.padStart(12)).join('')}${scales
    .slice(1)
    .map((s) => `${s}×/1×`.padStart(10))
    .join('')}`
  console.info(`\n${head}`)
  for (const name of names) {
    const row = scales.map((scale) => results.get(scale)!.find((figure) => figure.name === name))
    const unit = row[0]?.unit ?? ''
    const cells = row.map((figure) =>
      (figure?.value == null ? 'n/m' : figure.value.toFixed(figure.value < 10 ? 1 : 0)).padStart(
        12,
      ),
    )
    const baseValue = row[0]?.value
    const ratios = row
      .slice(1)
      .map((figure) =>
        (figure?.value == null || !baseValue
          ? ''
          : `${(figure.value / baseValue).toFixed(2)}`
        ).padStart(10),
      )
    const notes = row
      .map((figure, i) => (figure?.note ? `${scales[i]}×: ${figure.note}` : ''))
      .filter(Boolean)
      .join('; ')
    console.info(
      `${`${name} (${unit})`.padEnd(58)}${cells.join('')}${ratios.join('')}${notes ? `   ${notes}` : ''}`,
    )
  }
  console.info(
    '\nn/m: not measured (the note says why). Ratios are each scale over 1×, from this one run.',
  )
}

const environment = await startTestEnvironment()
const generatedAt = new Map<number, Generated>()
const admin = new pg.Client({
  connectionString: environment.databaseUrl.replace(/\/[^/]+$/, '/postgres'),
})
try {
  const template = path.basename(new URL(environment.databaseUrl).pathname)
  const env = appEnvironment(environment, {
    SERVER_URL: 'http://127.0.0.1:9',
    FORMS_RATE_LIMIT: '1000000',
  })
  await migrateDatabase(env)
  await seedDatabase(env)
  if (process.env.BENCH_REBUILD === '1' || !existsSync('.next/BUILD_ID')) await buildApp(env)
  await admin.connect()
  for (const scale of SCALES) {
    const name = `scale_${scale}`
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
    const databaseUrl = environment.databaseUrl.replace(/\/[^/]+$/, `/${name}`)
    const generating = process.hrtime.bigint()
    const generated = await generateSite(databaseUrl, scale)
    generatedAt.set(scale, generated)
    console.info(`${scale}×: data generated in ${(ms(generating) / 1000).toFixed(1)} s`)
    const { SERVER_URL: _unused, ...serverEnv } = env
    const port = await getFreePort()
    const start = () =>
      startServer({ ...serverEnv, DATABASE_URL: databaseUrl }, { quiet: true, port })
    try {
      await measureScale(scale, start, generated, databaseUrl, {
        ...env,
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
      })
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    }
    printTables(generatedAt)
  }
} finally {
  await admin.end().catch(() => undefined)
  await environment.stop()
}
process.exit(0)

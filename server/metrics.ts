import { createHash, timingSafeEqual } from 'node:crypto'
import type http from 'node:http'
import pg from 'pg'
import client from 'prom-client'
import { metrics } from '../src/lib/observability/metrics'
import { inSection, SECTIONS } from '../config/paths.mjs'
import { serverLog } from './logger'

/**
 * The route group a request is counted under: a handful of fixed names, so a scan of random
 * paths cannot make the label set grow.
 */
export function routeGroup(pathname: string): string {
  const { nextFiles, api, cms, review } = SECTIONS
  if (pathname.startsWith(`/${nextFiles}/static/`) || /\.[a-z0-9]{2,5}$/i.test(pathname))
    return 'static'
  if (pathname.startsWith(`/${nextFiles}/`)) return 'next'
  if (pathname.startsWith(`/${api}/forms/`)) return 'forms'
  if (inSection(pathname, api)) return 'api'
  if (inSection(pathname, cms)) return 'cms'
  if (inSection(pathname, review)) return 'review'
  return 'pages'
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function observeRequest(
  method: string,
  path: string,
  status: number,
  seconds: number,
): void {
  const route = routeGroup(path.split('?')[0])
  const { httpRequests, httpDuration } = metrics()
  httpRequests.inc({
    route,
    method: METHODS.has(method) ? method : 'other',
    status: String(status),
  })
  httpDuration.observe({ route }, seconds)
}

// Read when scraped: the queue lives in PostgreSQL, shared by every instance (each reports the
// same figures). Completed jobs are deleted by Payload; runs are counted as they happen. Every
// task the schema knows gets its figures, 0 when nothing waits, so a series never vanishes.
// A job scheduled for later (a scheduled publish) waits from when it is due, not from its creation.
const JOB_QUEUE = `
  SELECT task::text AS task,
    count(job.tried) FILTER (WHERE NOT job.failed AND job.tried = 0)::int AS queued,
    count(job.tried) FILTER (WHERE NOT job.failed AND job.tried > 0)::int AS retrying,
    count(job.tried) FILTER (WHERE job.failed)::int AS failed,
    coalesce(extract(epoch FROM now() - min(job.since) FILTER (WHERE NOT job.failed AND job.since <= now())), 0)::float AS oldest
  FROM unnest(enum_range(NULL::enum_payload_jobs_task_slug)) AS task
  LEFT JOIN (
    SELECT task_slug, has_error IS TRUE AS failed, coalesce(total_tried, 0) AS tried,
      CASE WHEN coalesce(total_tried, 0) = 0 AND wait_until IS NOT NULL THEN wait_until ELSE created_at END AS since
    FROM payload_jobs WHERE completed_at IS NULL
  ) AS job ON job.task_slug = task
  -- Payload's placeholder for a workflow's inline steps: never queued on its own.
  WHERE task <> 'inline'
  GROUP BY task`

type QueueRow = { task: string; queued: number; retrying: number; failed: number; oldest: number }

function registerJobQueueGauges(databaseUrl: string) {
  const { registry } = metrics()
  if (registry.getSingleMetric('site_jobs')) return
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 2_000,
  })
  pool.on('error', () => {})
  let rows: Promise<QueueRow[]> | null = null
  // The two gauges read one query per scrape.
  const read = () =>
    (rows ??= pool
      .query<QueueRow>(JOB_QUEUE)
      .then((result) => result.rows)
      .catch((error: unknown) => {
        serverLog.warn({ err: error }, 'reading the job queue for /metrics failed')
        return []
      })
      .finally(() => setImmediate(() => (rows = null))))
  new client.Gauge({
    name: 'site_jobs',
    help: 'Jobs not done (emails, lead deliveries), by task and state: queued (never tried), retrying (failed, tried again later), failed (gave up)',
    labelNames: ['task', 'state'],
    registers: [registry],
    async collect() {
      this.reset()
      for (const row of await read()) {
        for (const state of ['queued', 'retrying', 'failed'] as const)
          this.set({ task: row.task, state }, row[state])
      }
    },
  })
  new client.Gauge({
    name: 'site_jobs_oldest_waiting_seconds',
    help: 'Age of the oldest job still waiting to run (queued or retrying), by task',
    labelNames: ['task'],
    registers: [registry],
    async collect() {
      this.reset()
      for (const row of await read()) this.set({ task: row.task }, row.oldest)
    },
  })
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * `GET /metrics` in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only
 * (401 otherwise). Without METRICS_TOKEN the path is not ours: the app answers it (404).
 */
export function metricsEndpoint({ token, databaseUrl }: { token?: string; databaseUrl?: string }) {
  if (token && databaseUrl) registerJobQueueGauges(databaseUrl)
  const expected = token ? digest(`Bearer ${token}`) : null

  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (!expected || (req.url ?? '').split('?')[0] !== '/metrics') return false
    const authorization = req.headers.authorization ?? ''
    if (!timingSafeEqual(digest(authorization), expected)) {
      res.writeHead(401, {
        'www-authenticate': 'Bearer',
        'cache-control': 'no-store',
        'content-type': 'text/plain',
      })
      res.end('Unauthorized\n')
      return true
    }
    const { registry } = metrics()
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
        res.end(text)
      },
      (error: unknown) => {
        serverLog.error({ err: error }, 'collecting metrics failed')
        res.writeHead(500, { 'cache-control': 'no-store' })
        res.end()
      },
    )
    return true
  }
}

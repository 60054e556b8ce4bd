import type http from 'node:http'
import pg from 'pg'
import { createClient } from 'redis'
import { serverLog } from './logger'

// Each dependency gets this long; checked side by side, /readyz answers within 2 s either way.
const CHECK_TIMEOUT_MS = 1_500

type Dependencies = { databaseUrl?: string; redisUrl?: string }
type Report = { ready: boolean; checks: Record<string, 'ok' | 'failing'>; failing: string[] }

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    )
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** A connection of its own each time: the app's pool may be busy, and a probe must not queue behind it. */
async function pingPostgres(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CHECK_TIMEOUT_MS,
    query_timeout: CHECK_TIMEOUT_MS,
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
  } finally {
    client.end().catch(() => {})
  }
}

async function pingRedis(url: string): Promise<void> {
  const client = createClient({
    url,
    socket: { connectTimeout: CHECK_TIMEOUT_MS, reconnectStrategy: false },
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
  } finally {
    client.destroy()
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * `GET /healthz`: the process serves (touches nothing else). `GET /readyz`: PostgreSQL answers,
 * and Redis when REDIS_URL is set; 503 naming what fails, and 503 at once when stopping, so a
 * load balancer drains the instance before it closes. Neither is cached, logged or counted.
 */
export function healthChecks({ databaseUrl, redisUrl }: Dependencies) {
  const checks: Record<string, () => Promise<void>> = {}
  if (databaseUrl) checks.database = () => pingPostgres(databaseUrl)
  if (redisUrl) checks.redis = () => pingRedis(redisUrl)
  let stopping = false
  // Probes that arrive while one runs share its answer: a burst of them opens no more connections.
  let running: Promise<Report> | null = null
  let lastFailing = ''

  async function probe(): Promise<Report> {
    const names = Object.keys(checks)
    const results = await Promise.allSettled(names.map((name) => withinTimeout(checks[name]())))
    const report: Report = { ready: true, checks: {}, failing: [] }
    results.forEach((result, index) => {
      const name = names[index]
      report.checks[name] = result.status === 'fulfilled' ? 'ok' : 'failing'
      if (result.status === 'rejected') {
        report.ready = false
        report.failing.push(name)
      }
    })
    // Logged when the answer changes, not on every probe; the reason stays in the log.
    const failing = results
      .map((result, index) =>
        result.status === 'rejected' ? `${names[index]}: ${reasonOf(result.reason)}` : '',
      )
      .filter(Boolean)
    const summary = report.failing.join(',')
    if (summary !== lastFailing) {
      if (failing.length) serverLog.warn({ failing }, 'not ready')
      else serverLog.info('ready again')
      lastFailing = summary
    }
    return report
  }

  function send(res: http.ServerResponse, status: number, body: object) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  }

  async function answerReady(res: http.ServerResponse) {
    if (stopping) return send(res, 503, { status: 'stopping' })
    const report = await (running ??= probe().finally(() => (running = null)))
    if (stopping) return send(res, 503, { status: 'stopping' })
    if (report.ready) return send(res, 200, { status: 'ok', checks: report.checks })
    send(res, 503, { status: 'unavailable', failing: report.failing, checks: report.checks })
  }

  return {
    /** Answers /healthz and /readyz; false for every other request. */
    answer(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      const path = (req.url ?? '').split('?')[0]
      if (path === '/healthz') {
        send(res, 200, { status: 'ok' })
        return true
      }
      if (path !== '/readyz') return false
      answerReady(res).catch((error: unknown) => {
        serverLog.error({ err: error }, 'readiness check failed')
        if (!res.headersSent) send(res, 503, { status: 'unavailable' })
      })
      return true
    },
    /** From now on /readyz answers 503. */
    stopping() {
      stopping = true
    },
  }
}

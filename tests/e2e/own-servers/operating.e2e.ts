import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { startStoppableDatabase, type StoppableDatabase } from '../../fixtures/stoppableDatabase'
import { expect, test } from './test'

type Server = Awaited<ReturnType<typeof startIsolatedServer>>
type LogLine = Record<string, unknown>

const METRICS_TOKEN = 'metrics-token-of-the-operating-test'

/** The value of one sample in Prometheus' text format (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line)
    if (match && match[1] === name && wanted.every((label) => match[2].split(',').includes(label)))
      return Number(match[3])
  }
  return 0
}

// A server of its own, on a PostgreSQL the test takes down and brings back, with a metrics token
// and its log read line by line.
test.describe('operating a production server: health, request logs, metrics', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let database: StoppableDatabase
  let server: Server
  const log: LogLine[] = []

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    database = await startStoppableDatabase()
    server = await startIsolatedServer(
      { DATABASE_URL: database.url, METRICS_TOKEN, TRUSTED_PROXY_HOPS: '1' },
      {
        onOutput: (line) => {
          if (line.startsWith('{')) log.push(JSON.parse(line) as LogLine)
        },
      },
    )
  })

  test.afterAll(async () => {
    await server?.stop()
    await database?.stop()
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, { headers })
  const metricsText = async () =>
    (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text()
  const subscribe = (body: object) =>
    fetch(`${server.baseUrl}/api/forms/newsletter?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify(body),
    })

  test('/healthz answers 200 {"status":"ok"}, not cached and not in the access log', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    await get('/')
    await expect
      .poll(() => log.some((line) => line.msg === 'request' && line.path === '/'))
      .toBe(true)
    expect(log.filter((line) => line.path === '/healthz' || line.path === '/readyz')).toEqual([])
  })

  test('a request’s id is sent back in X-Request-Id and is on its access log line', async () => {
    const response = await get('/pricing?ref=newsletter', { 'user-agent': 'operating-test' })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const accessLine = () => log.find((line) => line.requestId === id && line.msg === 'request')
    await expect.poll(accessLine).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/pricing?ref=newsletter',
      status: response.status,
      userAgent: 'operating-test',
      client: '127.0.0.1',
    })
    const line = accessLine()!
    expect(typeof line.durationMs).toBe('number')
    expect(line.bytes).toBeGreaterThan(0)
    expect(Date.parse(String(line.time))).not.toBeNaN()
  })

  test('the id a trusted proxy sent is kept, and Payload’s log lines for that request carry it', async () => {
    const response = await fetch(`${server.baseUrl}/api/forms/newsletter?lang=en`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': 'proxy-id-4711',
        'x-forwarded-for': '198.51.100.8',
      },
      body: JSON.stringify({ email: 'bot@e2e.test', website: 'https://spam.example' }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.get('x-request-id')).toBe('proxy-id-4711')
    await expect
      .poll(() => log.filter((line) => line.requestId === 'proxy-id-4711').map((line) => line.msg))
      .toEqual(expect.arrayContaining(['form submission dropped: honeypot filled', 'request']))
    const access = log.find((line) => line.requestId === 'proxy-id-4711' && line.msg === 'request')!
    // The form's query string and fields stay out of the log.
    expect(access.path).toBe('/api/forms/newsletter')
    expect(JSON.stringify(log)).not.toContain('bot@e2e.test')
  })

  test('/metrics answers 401 to a wrong token', async () => {
    expect((await get('/metrics')).status).toBe(401)
    expect((await get('/metrics', { authorization: 'Bearer not-the-token' })).status).toBe(401)
  })

  test('/metrics with the token counts a form submission just made', async () => {
    const labels = { form: 'newsletter', outcome: 'accepted' }
    const before = sample(await metricsText(), 'site_form_submissions_total', labels)
    expect((await subscribe({ email: 'reader@e2e.test' })).status).toBe(201)
    const after = await metricsText()
    expect(sample(after, 'site_form_submissions_total', labels)).toBe(before + 1)
    expect(
      sample(after, 'site_http_requests_total', { route: 'forms', method: 'POST', status: '201' }),
    ).toBeGreaterThan(0)
    expect(after).toContain('process_cpu_seconds_total')
    expect(after).toContain('site_jobs_oldest_waiting_seconds')
  })

  test('/readyz answers 200 while PostgreSQL answers, 503 naming it while it is stopped, 200 once it is back', async () => {
    const ready = await get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } })

    await database.pause()
    try {
      const down = await get('/readyz')
      expect(down.status).toBe(503)
      expect(await down.json()).toMatchObject({ status: 'unavailable', failing: ['database'] })
      expect((await get('/healthz')).status).toBe(200)
    } finally {
      await database.resume()
    }
    await expect.poll(async () => (await get('/readyz')).status).toBe(200)
  })

  test('a PostgreSQL restart closes the pool’s idle connections: a warning in the log, and forms work once it is back', async () => {
    // A submission leaves a pooled connection idle for the restart to close.
    expect((await subscribe({ email: 'before-restart@e2e.test' })).status).toBe(201)
    await database.pause()
    await database.resume()
    const warned = () =>
      log.some(
        (line) =>
          line.level === 40 && String(line.msg).includes('pooled PostgreSQL connection closed'),
      )
    await expect.poll(warned).toBe(true)
    await expect.poll(async () => (await get('/readyz')).status).toBe(200)
    expect((await subscribe({ email: 'after-restart@e2e.test' })).status).toBe(201)
  })
})

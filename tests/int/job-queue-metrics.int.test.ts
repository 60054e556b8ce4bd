import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { metricsEndpoint } from '../../server/metrics'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { useOwnSmtp } from './ownSmtp'

const TOKEN = 'metrics-token-for-the-test'

let payload: Payload
let smtp: SmtpCapture
let restore: () => Promise<void>
let runDueJobs: typeof import('@/lib/email/jobRunner').runDueJobs
let stopJobRunner: typeof import('@/lib/email/jobRunner').stopJobRunner
let server: http.Server
let metricsUrl: string

beforeAll(async () => {
  ;({ smtp, restore } = await useOwnSmtp())
  process.env.EMAIL_RETRY_DELAY_MS = '200'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  // No job cron: jobs run only when the test runs them.
  payload = await getPayload({ config })
  ;({ runDueJobs, stopJobRunner } = await import('@/lib/email/jobRunner'))
  // Jobs left by earlier files aim at their own, closed, fixture servers.
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query('DELETE FROM payload_jobs')
  await client.end()
  // The endpoint the server entry mounts, over HTTP.
  const endpoint = metricsEndpoint({ token: TOKEN, databaseUrl: process.env.DATABASE_URL })
  server = http.createServer((req, res) => {
    if (!endpoint(req, res)) res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  metricsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`
})

afterAll(async () => {
  delete process.env.EMAIL_RETRY_DELAY_MS
  await new Promise((resolve) => server?.close(resolve))
  await stopJobRunner(payload)
  await restore()
})

/** Every sample of the scrape, keyed `name{labels}` as Prometheus prints it. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  const samples = new Map<string, number>()
  for (const line of (await response.text()).split('\n')) {
    const match = /^(\w+\{[^}]*\}) (\S+)$/.exec(line)
    if (match) samples.set(match[1], Number(match[2]))
  }
  return samples
}

const waitingJobs = () =>
  payload
    .count({ collection: 'payload-jobs', overrideAccess: true })
    .then((result) => result.totalDocs)

it('jobs that cannot run yet show in /metrics as waiting, with the age of the oldest, and drop to 0 once delivered', async () => {
  const attemptsBefore = await scrape()
  const attempts = (samples: Map<string, number>, task: string, outcome: string) =>
    (samples.get(`site_job_attempts_total{task="${task}",outcome="${outcome}"}`) ?? 0) -
    (attemptsBefore.get(`site_job_attempts_total{task="${task}",outcome="${outcome}"}`) ?? 0)

  // An email while SMTP is down: its first try fails, and it waits for the next.
  await smtp.stopListening()
  await payload.jobs.queue({
    task: 'sendEmail',
    input: { to: 'inbox@int.test', subject: 'Held by the outage', html: '<p>Later</p>' },
  })
  await runDueJobs(payload)
  // A lead delivery queued and not run yet (its delivery row does not exist: the run skips it).
  await payload.jobs.queue({
    task: 'deliverLead',
    input: { delivery: 2_147_483_000, runToken: 'not-run-yet' },
  })

  const waiting = await scrape()
  expect(waiting.get('site_jobs{task="sendEmail",state="retrying"}')).toBe(1)
  expect(waiting.get('site_jobs{task="sendEmail",state="queued"}')).toBe(0)
  expect(waiting.get('site_jobs{task="deliverLead",state="queued"}')).toBe(1)
  expect(waiting.get('site_jobs_oldest_waiting_seconds{task="sendEmail"}')).toBeGreaterThan(0)
  expect(waiting.get('site_jobs_oldest_waiting_seconds{task="deliverLead"}')).toBeGreaterThan(0)
  // Once at least: a retry that falls due while the runner is still busy runs in the same pass.
  expect(attempts(waiting, 'sendEmail', 'failed')).toBeGreaterThanOrEqual(1)
  expect(attempts(waiting, 'sendEmail', 'sent')).toBe(0)

  await smtp.start()
  // The email's retry is due after its back-off; each pass runs whatever is due.
  await expect
    .poll(async () => (await runDueJobs(payload), waitingJobs()), {
      timeout: 15_000,
      interval: 250,
    })
    .toBe(0)
  await smtp.waitFor((mail) => mail.subject === 'Held by the outage')

  const delivered = await scrape()
  for (const task of ['sendEmail', 'deliverLead']) {
    for (const state of ['queued', 'retrying', 'failed'])
      expect(delivered.get(`site_jobs{task="${task}",state="${state}"}`), `${task} ${state}`).toBe(
        0,
      )
    expect(delivered.get(`site_jobs_oldest_waiting_seconds{task="${task}"}`), task).toBe(0)
    expect(attempts(delivered, task, 'sent'), task).toBe(1)
  }
})

it('a job scheduled for later counts as queued but not as waiting until it is due', async () => {
  const inAnHour = new Date(Date.now() + 3_600_000)
  const job = await payload.jobs.queue({
    task: 'sendEmail',
    input: { to: 'inbox@int.test', subject: 'Scheduled', html: '<p>Later</p>' },
    waitUntil: inAnHour,
  })
  try {
    const samples = await scrape()
    expect(samples.get('site_jobs{task="sendEmail",state="queued"}')).toBe(1)
    expect(samples.get('site_jobs_oldest_waiting_seconds{task="sendEmail"}')).toBe(0)
  } finally {
    await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  }
})

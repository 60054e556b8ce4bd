import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { useOwnSmtp } from './ownSmtp'

let payload: Payload
let smtp: SmtpCapture
let restore: () => Promise<void>
let api: { url: string; stop: () => Promise<void> }
// Our own look at the database, outside the app's pool: it answers even when that pool is stuck.
let inspector: pg.Client
let email: typeof import('@/lib/email')
let jobLocks: typeof import('@/lib/email/jobLocks')

beforeAll(async () => {
  ;({ smtp, restore } = await useOwnSmtp())
  // The load comes from one address: the per-IP limit must not be what is measured.
  process.env.FORMS_RATE_LIMIT = '1000000'
  process.env.EMAIL_RETRY_DELAY_MS = '200'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config, cron: true })
  const { seed } = await import('../../seed')
  await seed(payload)
  email = await import('@/lib/email')
  jobLocks = await import('@/lib/email/jobLocks')
  const { startApiServer } = await import('./httpServer')
  const { formRouteHandlers } = await import('@/forms/routeHandlers')
  api = await startApiServer({ '/api/forms/contact': formRouteHandlers.contact })
  inspector = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await inspector.connect()
  // Jobs left by earlier files aim at their own, closed, SMTP servers.
  await inspector.query(`DELETE FROM payload_jobs WHERE task_slug = 'sendEmail'`)
})

afterAll(async () => {
  delete process.env.FORMS_RATE_LIMIT
  delete process.env.EMAIL_RETRY_DELAY_MS
  await api.stop()
  await inspector.end()
  await restore()
})

const subjectsStartingWith = (prefix: string) =>
  smtp.messages.map((m) => m.subject).filter((s) => s.startsWith(prefix))
const duplicatesOf = (subjects: string[]) => subjects.length - new Set(subjects).size

async function sql<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return (await inspector.query<Row>(text, values)).rows
}

const pendingEmailJobs = async () =>
  Number(
    (
      await sql<{ n: string }>(
        `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'sendEmail'`,
      )
    )[0].n,
  )

const transactionsLeftOpen = async () =>
  Number(
    (
      await sql<{ n: string }>(
        `SELECT count(*) AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND now() - state_change > interval '1 second'`,
      )
    )[0].n,
  )

/** `total` contact submissions over HTTP from `clients` concurrent clients; resolves with the status counts. */
async function submitContactForms(marker: string, total: number, clients: number) {
  const statuses = new Map<number, number>()
  let next = 0
  const client = async () => {
    for (let index = next++; index < total; index = next++) {
      const response = await fetch(`${api.url}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Load Test',
          email: 'load@example.org',
          subject: `${marker} ${index}`,
          message: 'A message sent under load.',
        }),
      })
      await response.arrayBuffer()
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  return Object.fromEntries(statuses)
}

describe('email queue under load', () => {
  it(
    'contact submissions from more concurrent clients than the pool has connections are all stored and each emailed exactly once',
    { timeout: 180_000 },
    async () => {
      // Enough to keep every pooled connection contended; the figures under real load are the bench's.
      const total = 75
      const marker = `load-${Date.now()}`
      expect(await submitContactForms(marker, total, 25)).toEqual({ 201: total })
      const stored = await sql<{ n: string }>(
        `SELECT count(*) AS n FROM contact_messages WHERE subject LIKE $1`,
        [`${marker} %`],
      )
      expect(Number(stored[0].n)).toBe(total)
      await expect
        .poll(() => subjectsStartingWith(`Contact Form: ${marker} `).length, {
          timeout: 150_000,
          interval: 250,
        })
        .toBe(total)
      expect(duplicatesOf(subjectsStartingWith(`Contact Form: ${marker} `))).toBe(0)
      await expect.poll(pendingEmailJobs, { timeout: 10_000 }).toBe(0)
    },
  )

  it(
    'job updates that fail leave no transaction open, and the queue keeps going (the hang)',
    { timeout: 90_000 },
    async () => {
      // More failures than the pool has connections: each one used to keep its connection for good.
      const failures = 12
      await sql(`CREATE SEQUENCE IF NOT EXISTS test_failed_completions`)
      await sql(`
      CREATE OR REPLACE FUNCTION test_fail_completion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.completed_at IS NOT NULL AND OLD.completed_at IS NULL
          AND NEW.input->>'subject' LIKE 'Bookkeeping fails %'
          AND nextval('test_failed_completions') <= ${failures} THEN
          RAISE EXCEPTION 'injected failure of a job update';
        END IF;
        RETURN NEW;
      END $$`)
      await sql(
        `CREATE TRIGGER test_fail_completion AFTER UPDATE ON payload_jobs FOR EACH ROW EXECUTE FUNCTION test_fail_completion()`,
      )
      try {
        for (let index = 0; index < failures; index++) {
          await email.queueEmail(payload, {
            to: 'inbox@int.test',
            subject: `Bookkeeping fails ${index}`,
            html: '<p>x</p>',
          })
        }
        await expect
          .poll(
            async () =>
              Number(
                (await sql<{ n: string }>(`SELECT last_value AS n FROM test_failed_completions`))[0]
                  .n,
              ),
            { timeout: 30_000 },
          )
          .toBeGreaterThanOrEqual(failures)
        await email.queueEmail(payload, {
          to: 'inbox@int.test',
          subject: 'After the failures',
          html: '<p>y</p>',
        })
        await smtp.waitFor((m) => m.subject === 'After the failures', 20_000)
        expect(await transactionsLeftOpen()).toBe(0)
        // Each failed job is taken up again; its task had succeeded, so Payload does not send it twice.
        await expect.poll(pendingEmailJobs, { timeout: 30_000 }).toBe(0)
        const sent = subjectsStartingWith('Bookkeeping fails ')
        expect(new Set(sent).size).toBe(failures)
        expect(duplicatesOf(sent)).toBe(0)
      } finally {
        await sql(`DROP TRIGGER IF EXISTS test_fail_completion ON payload_jobs`)
        await sql(`DROP FUNCTION IF EXISTS test_fail_completion()`)
        await sql(`DROP SEQUENCE IF EXISTS test_failed_completions`)
      }
    },
  )

  it(
    'two Payload instances draining one queue of 200 jobs send each email exactly once',
    { timeout: 120_000 },
    async () => {
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      const second = await getPayload({ config, key: 'second-instance' })
      try {
        for (let index = 0; index < 200; index++) {
          await payload.jobs.queue({
            task: 'sendEmail',
            input: { to: 'inbox@int.test', subject: `Shared ${index}`, html: '<p>z</p>' },
          })
        }
        // Both instances must be seen holding job locks at once: the queue was really shared.
        const owners = new Set<number>()
        let watching = true
        const watch = (async () => {
          while (watching) {
            const rows = await sql<{ pid: number }>(
              `SELECT DISTINCT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1`,
              [jobLocks.JOB_LOCK_CLASS],
            )
            if (rows.length > 1) for (const { pid } of rows) owners.add(pid)
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
        })()
        await Promise.all([email.runDueJobs(payload), email.runDueJobs(second)])
        await expect
          .poll(() => subjectsStartingWith('Shared ').length, { timeout: 60_000 })
          .toBe(200)
        watching = false
        await watch
        expect(duplicatesOf(subjectsStartingWith('Shared '))).toBe(0)
        expect(owners.size).toBeGreaterThanOrEqual(2)
        await expect.poll(pendingEmailJobs, { timeout: 10_000 }).toBe(0)
      } finally {
        await email.stopJobRunner(second)
        await second.destroy()
      }
    },
  )

  it(
    'a job claimed by a runner whose connection died is run by another, once',
    { timeout: 60_000 },
    async () => {
      // Queued for later, so that the runner's own tick cannot take it first; the doomed runner
      // then claims it as a claim does: its lock on a connection of its own, and `processing`.
      const job = await payload.jobs.queue({
        task: 'sendEmail',
        input: { to: 'inbox@int.test', subject: 'Orphaned job', html: '<p>o</p>' },
        waitUntil: new Date(Date.now() + 60 * 60_000),
      })
      const doomed = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await doomed.connect()
      doomed.on('error', () => {})
      expect(
        (
          await doomed.query(`SELECT pg_try_advisory_lock($1, $2) AS locked`, [
            jobLocks.JOB_LOCK_CLASS,
            job.id,
          ])
        ).rows[0].locked,
      ).toBe(true)
      await doomed.query(
        `UPDATE payload_jobs SET processing = true, wait_until = NULL WHERE id = $1`,
        [job.id],
      )
      // While its owner lives, nobody else runs it: a whole pass (what the job tick runs) ends
      // without it, and a pass waits for every job it took.
      await email.runDueJobs(payload)
      expect(subjectsStartingWith('Orphaned job')).toHaveLength(0)
      expect(await pendingEmailJobs()).toBe(1)
      await sql(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2`,
        [jobLocks.JOB_LOCK_CLASS, job.id],
      )
      await doomed.end().catch(() => undefined)
      await smtp.waitFor((m) => m.subject === 'Orphaned job', 15_000)
      await expect.poll(pendingEmailJobs, { timeout: 10_000 }).toBe(0)
      expect(subjectsStartingWith('Orphaned job')).toHaveLength(1)
    },
  )
})

/**
 * Email under load: contact submissions from concurrent clients, each stored and emailed
 * exactly once, and the time until the last email arrives; then the same with SMTP down for a
 * minute in the middle. The app runs with a raised form limit (bench/run.ts), so every request
 * may come from the one address the bench has.
 */
import pg from 'pg'
import type { RunningApp } from '../tests/fixtures/app'
import { countStored, postContactForms } from './forms'

const CLIENTS = Number(process.env.BENCH_CONNECTIONS || 20)
const SUBMISSIONS = Number(process.env.BENCH_EMAIL_SUBMISSIONS || 1000)
const OUTAGE_MS = 60_000
// Beyond this, an email that has not arrived is reported missing instead of awaited.
const WAIT_LIMIT_MS = 10 * 60_000

type Submitted = { sent: number; accepted: number; postedMs: number }

/** Posts the submissions; `onSent` hears the number of each request as it leaves. */
async function submit(
  app: RunningApp,
  marker: string,
  onSent: (sequence: number) => void = () => {},
): Promise<Submitted> {
  const started = Date.now()
  const { result, accepted } = await postContactForms(app, marker, SUBMISSIONS, onSent)
  return { sent: result.requests.total, accepted, postedMs: Date.now() - started }
}

type Delivery = { emailed: number; duplicates: number; lastArrivalMs: number }

/** Waits until `expected` distinct emails of the run have arrived (or the limit passes). */
async function awaitDelivery(
  app: RunningApp,
  marker: string,
  expected: number,
  started: number,
): Promise<Delivery> {
  const subjects = () =>
    app.environment.smtp.messages
      .map((m) => m.subject)
      .filter((s) => s.startsWith(`Contact Form: ${marker} `))
  const deadline = Date.now() + WAIT_LIMIT_MS
  let seen = subjects().length
  let lastArrival = started
  while (new Set(subjects()).size < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const now = subjects().length
    if (now > seen) [seen, lastArrival] = [now, Date.now()]
  }
  // Late duplicates would arrive after the last distinct email: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const all = subjects()
  if (all.length > seen) lastArrival = Date.now()
  const emailed = new Set(all).size
  return { emailed, duplicates: all.length - emailed, lastArrivalMs: lastArrival - started }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function report(
  title: string,
  submitted: Submitted,
  stored: number,
  delivery: Delivery,
  extra = '',
) {
  console.info(`\n${title}`)
  console.info(
    `  sent ${submitted.sent}, answered 201 ${submitted.accepted}, all posted after ${seconds(submitted.postedMs)}`,
  )
  console.info(
    `  stored ${stored}, emailed ${delivery.emailed} (${delivery.emailed === stored ? 'every one' : `${stored - delivery.emailed} MISSING`}), duplicates ${delivery.duplicates}`,
  )
  console.info(
    `  last email arrived ${seconds(delivery.lastArrivalMs)} after the first submission${extra}`,
  )
}

async function runWithSmtpUp(app: RunningApp) {
  const marker = `email-up-${Date.now()}`
  const started = Date.now()
  const submitted = await submit(app, marker)
  const stored = await countStored(app.environment.databaseUrl, marker)
  const delivery = await awaitDelivery(app, marker, stored, started)
  report(
    `Email: ${SUBMISSIONS} contact submissions, ${CLIENTS} clients, SMTP up`,
    submitted,
    stored,
    delivery,
  )
}

async function runWithSmtpOutage(app: RunningApp) {
  const { smtp } = app.environment
  const marker = `email-outage-${Date.now()}`
  let outage: Promise<number> | undefined
  const startOutage = async () => {
    await smtp.stopListening()
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS))
    await smtp.start()
    return Date.now()
  }
  const started = Date.now()
  const submitted = await submit(app, marker, (sequence) => {
    if (sequence === Math.ceil(SUBMISSIONS / 2)) outage = startOutage()
  })
  const stored = await countStored(app.environment.databaseUrl, marker)
  const smtpBackAt = await (outage ?? Promise.resolve(Date.now()))
  const delivery = await awaitDelivery(app, marker, stored, started)
  const afterReturn = started + delivery.lastArrivalMs - smtpBackAt
  report(
    `Email: ${SUBMISSIONS} contact submissions, ${CLIENTS} clients, SMTP down for ${OUTAGE_MS / 1000} s from the ${Math.ceil(SUBMISSIONS / 2)}th`,
    submitted,
    stored,
    delivery,
    `, ${seconds(afterReturn)} after SMTP returned`,
  )
}

/** Waits until the queue holds no email (earlier benches leave theirs), so each run starts clean. */
async function awaitEmptyQueue(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const deadline = Date.now() + WAIT_LIMIT_MS
    const pending = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'sendEmail'`,
          )
        ).rows[0].n,
      )
    while ((await pending()) > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250))
  } finally {
    await client.end()
  }
}

export async function benchEmail(app: RunningApp): Promise<void> {
  await awaitEmptyQueue(app.environment.databaseUrl)
  await runWithSmtpUp(app)
  await awaitEmptyQueue(app.environment.databaseUrl)
  await runWithSmtpOutage(app)
}

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { useOwnSmtp } from './ownSmtp'

let payload: Payload
let smtp: SmtpCapture
let restore: () => Promise<void>
let checkRateLimit: typeof import('@/lib/rateLimit').checkRateLimit
let queueEmail: typeof import('@/lib/email').queueEmail

beforeAll(async () => {
  ;({ smtp, restore } = await useOwnSmtp())
  process.env.EMAIL_RETRY_DELAY_MS = '200'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  // As the form routes do: with the job cron, which is what retries a failed send.
  payload = await getPayload({ config, cron: true })
  ;({ checkRateLimit } = await import('@/lib/rateLimit'))
  ;({ queueEmail } = await import('@/lib/email'))
})

afterAll(async () => {
  delete process.env.EMAIL_RETRY_DELAY_MS
  await restore()
})

/** Moves the start of every window counted for `key` to this many seconds ago. */
async function windowStartedAgo(key: string, seconds: number) {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  await drizzle.execute(
    sql`UPDATE rate_limits SET window_start = now() - ${`${seconds} seconds`}::interval WHERE key LIKE ${`%s:${key}`}`,
  )
}

const pendingEmailJobs = () =>
  payload
    .count({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } } })
    .then((r) => r.totalDocs)

describe('rate limiter', () => {
  it('allows `limit` calls per window, refuses the next with a retry time, and allows again after the window', async () => {
    const key = `test:${Date.now()}`
    const limit = { key, limit: 3, windowSeconds: 60 }
    for (let call = 0; call < 3; call++) {
      expect(await checkRateLimit(payload, limit)).toEqual({ allowed: true })
    }
    const refused = await checkRateLimit(payload, limit)
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    // The window is measured by the database clock: moving the counter's start back stands in
    // for waiting, first to just inside the window, then to its end.
    await windowStartedAgo(key, 30)
    const stillRefused = await checkRateLimit(payload, limit)
    expect(stillRefused.allowed).toBe(false)
    if (!stillRefused.allowed) expect(stillRefused.retryAfterSeconds).toBeLessThanOrEqual(30)
    await windowStartedAgo(key, 60)
    expect(await checkRateLimit(payload, limit)).toEqual({ allowed: true })
  })

  it('counts concurrent calls exactly: 20 at once with a limit of 5 let 5 through', async () => {
    const key = `test:concurrent:${Date.now()}`
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkRateLimit(payload, { key, limit: 5, windowSeconds: 60 }),
      ),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
  })

  it('keys are independent', async () => {
    const stamp = Date.now()
    expect(
      (await checkRateLimit(payload, { key: `a:${stamp}`, limit: 1, windowSeconds: 60 })).allowed,
    ).toBe(true)
    expect(
      (await checkRateLimit(payload, { key: `b:${stamp}`, limit: 1, windowSeconds: 60 })).allowed,
    ).toBe(true)
    expect(
      (await checkRateLimit(payload, { key: `a:${stamp}`, limit: 1, windowSeconds: 60 })).allowed,
    ).toBe(false)
  })
})

describe('email queue', () => {
  // Earlier test files leave jobs aimed at their own, now closed, SMTP servers, waiting out
  // their back-off: this file counts the queue, so it starts from an empty one.
  beforeAll(async () => {
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      overrideAccess: true,
    })
  })

  it('a queued email is delivered through SMTP at once, and its job is removed', async () => {
    await queueEmail(payload, {
      to: 'inbox@int.test',
      subject: 'Queued now',
      html: '<p>Hello</p>',
      replyTo: 'sender@int.test',
    })
    const mail = await smtp.waitFor((m) => m.subject === 'Queued now', 5_000)
    expect(mail.to).toEqual(['inbox@int.test'])
    expect(mail.html).toContain('<p>Hello</p>')
    await expect.poll(pendingEmailJobs).toBe(0)
  })

  it('while SMTP is down the email waits and retries; it arrives once SMTP is back, exactly once', async () => {
    await smtp.stopListening()
    await queueEmail(payload, {
      to: 'inbox@int.test',
      subject: 'Sent during outage',
      html: '<p>Later</p>',
    })
    await expect
      .poll(
        async () =>
          (await payload.find({ collection: 'payload-jobs', limit: 1 })).docs[0]?.totalTried ?? 0,
      )
      .toBeGreaterThanOrEqual(1)
    expect(smtp.messages.some((m) => m.subject === 'Sent during outage')).toBe(false)
    await smtp.start()
    await smtp.waitFor((m) => m.subject === 'Sent during outage', 15_000)
    await expect.poll(pendingEmailJobs, { timeout: 10_000 }).toBe(0)
    expect(smtp.messages.filter((m) => m.subject === 'Sent during outage')).toHaveLength(1)
  })

  it('50 emails queued at once are each delivered exactly once', async () => {
    await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        queueEmail(payload, {
          to: 'inbox@int.test',
          subject: `Burst ${index}`,
          html: `<p>${index}</p>`,
        }),
      ),
    )
    await expect
      .poll(() => smtp.messages.filter((m) => m.subject.startsWith('Burst ')).length, {
        timeout: 20_000,
      })
      .toBe(50)
    await expect.poll(pendingEmailJobs, { timeout: 10_000 }).toBe(0)
    const subjects = smtp.messages
      .filter((m) => m.subject.startsWith('Burst '))
      .map((m) => m.subject)
    expect(new Set(subjects).size).toBe(50)
  })
})

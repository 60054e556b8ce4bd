import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteSettingsSeed } from '../../seed/siteSettings'
import { richText } from '../../seed/lexical'

let payload: Payload
let retention: typeof import('@/lib/privacy/retention')
let runDueJobs: typeof import('@/lib/email').runDueJobs
let savedMonths: number | null | undefined

const DAY = 24 * 60 * 60 * 1000
const longAgo = () => new Date(Date.now() - 400 * DAY).toISOString()
const quiet = {
  context: { skipNewsletterConfirmation: true, skipLeadDelivery: true, disableRevalidate: true },
}

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
  retention = await import('@/lib/privacy/retention')
  ;({ runDueJobs } = await import('@/lib/email'))
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  savedMonths = settings.retentionMonths
  if (!settings.brandName)
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, ...quiet })
}, 240_000)

afterAll(async () => {
  await setRetention(savedMonths ?? null)
})

const setRetention = (months: number | null) =>
  payload.updateGlobal({ slug: 'site-settings', data: { retentionMonths: months }, ...quiet })

let counter = 0
const address = (what: string) => `${what}-${Date.now()}-${++counter}@retention.example`

/** Moves a row's dates into the past, below the hooks, as if it had been stored then. */
const backdate = (collection: CollectionSlug, id: number, data: Record<string, unknown>) =>
  payload.db.updateOne({ collection, id, data, returning: false })

async function demoRequest(email: string, createdAt?: string) {
  const { storeDemoRequest } = await import('./helpers')
  const demo = await storeDemoRequest(payload, email, quiet.context)
  if (createdAt) await backdate('demo-requests', demo.id, { createdAt })
  return demo
}

async function contactMessage(email: string, createdAt: string) {
  const message = await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Ada Byron',
      email,
      subject: 'Hello',
      message: 'Hi',
      language: 'en',
      status: 'new',
    },
    depth: 0,
    ...quiet,
  })
  await backdate('contact-messages', message.id, { createdAt })
  return message
}

async function subscriber(
  email: string,
  status: 'pending' | 'confirmed' | 'unsubscribed',
  at?: string,
) {
  const created = await payload.create({
    collection: 'newsletter-subscribers',
    data: { email, language: 'en' },
    depth: 0,
    ...quiet,
  })
  if (status !== 'pending')
    await payload.update({
      collection: 'newsletter-subscribers',
      id: created.id,
      data: status === 'confirmed' ? { status, confirmedAt: at } : { status, unsubscribedAt: at },
      depth: 0,
      ...quiet,
    })
  if (at) {
    await backdate('newsletter-subscribers', created.id, {
      createdAt: at,
      consent: { ...created.consent, agreedAt: at },
      ...(status === 'unsubscribed' ? { unsubscribedAt: at } : {}),
    })
  }
  return created
}

/** A recovery application reviewed once (so it has two versions). */
async function application(email: string, createdAt?: string) {
  const { storeReviewedApplication } = await import('./helpers')
  const stored = await storeReviewedApplication(payload, email, quiet.context)
  if (createdAt) await backdate('recovery-applications', stored.id, { createdAt })
  return payload.findByID({ collection: 'recovery-applications', id: stored.id, depth: 0 })
}

const exists = async (collection: CollectionSlug, id: number) =>
  Boolean(await payload.findByID({ collection, id, depth: 0, disableErrors: true }))

const auditCount = async () =>
  (
    await payload.count({
      collection: 'privacy-audits',
      where: { action: { equals: 'retention' } },
    })
  ).totalDocs

describe('data retention', () => {
  it('keeps everything, however old, while the setting is empty', async () => {
    await setRetention(null)
    const demo = await demoRequest(address('off'), longAgo())
    const app = await application(address('off'), longAgo())
    const audits = await auditCount()
    expect(await retention.applyRetention(payload)).toEqual({ outcome: 'off' })
    expect(await exists('demo-requests', demo.id)).toBe(true)
    const kept = await payload.findByID({
      collection: 'recovery-applications',
      id: app.id,
      depth: 0,
    })
    expect(kept.contactName).toBe(app.contactName)
    expect(await auditCount()).toBe(audits)
  })

  it('erases what is older than the setting, keeps what is recent, and records the run without personal data', async () => {
    await setRetention(12)
    const old = longAgo()
    const recentOld = new Date(Date.now() - 300 * DAY).toISOString()
    const emails = {
      demo: address('old-demo'),
      contact: address('old-contact'),
      pending: address('old-pending'),
      unsubscribed: address('old-unsubscribed'),
      confirmed: address('old-confirmed'),
      app: address('old-app'),
    }
    const oldDemo = await demoRequest(emails.demo, old)
    await payload.create({
      collection: 'lead-deliveries',
      data: {
        form: 'demo',
        submissionId: oldDemo.id,
        destination: 'webhook',
        status: 'delivered',
        attempts: 1,
        webhookId: `retention-${oldDemo.id}`,
        runToken: `retention-${oldDemo.id}`,
      },
      depth: 0,
    })
    const oldContact = await contactMessage(emails.contact, old)
    const oldPending = await subscriber(emails.pending, 'pending', old)
    const oldUnsubscribed = await subscriber(emails.unsubscribed, 'unsubscribed', old)
    const oldConfirmed = await subscriber(emails.confirmed, 'confirmed', old)
    const oldApp = await application(emails.app, old)
    const recentDemo = await demoRequest(address('recent-demo'), recentOld)
    const recentPending = await subscriber(address('recent-pending'), 'pending')
    const recentApp = await application(address('recent-app'))

    const startedAt = new Date()
    const result = await retention.applyRetention(payload)

    expect(result.outcome).toBe('done')
    for (const [collection, doc] of [
      ['demo-requests', oldDemo],
      ['contact-messages', oldContact],
      ['newsletter-subscribers', oldPending],
      ['newsletter-subscribers', oldUnsubscribed],
    ] as const) {
      expect(await exists(collection, doc.id), `${collection} #${doc.id}`).toBe(false)
    }
    expect(
      (
        await payload.count({
          collection: 'lead-deliveries',
          where: { submissionId: { equals: oldDemo.id }, form: { equals: 'demo' } },
        })
      ).totalDocs,
    ).toBe(0)
    const anonymised = await payload.findByID({
      collection: 'recovery-applications',
      id: oldApp.id,
      depth: 0,
    })
    expect(anonymised).toMatchObject({
      caseId: oldApp.caseId,
      applicationStatus: 'approved',
      createdAt: oldApp.createdAt,
      contactName: '[erased]',
      schoolName: '[erased]',
    })
    const { findPersonalRecords } = await import('@/lib/privacy/records')
    // Its earlier versions, which held the address, are gone too.
    expect(await findPersonalRecords(payload, emails.app)).toEqual([])
    expect(await exists('newsletter-subscribers', oldConfirmed.id)).toBe(true)
    expect(await exists('demo-requests', recentDemo.id)).toBe(true)
    expect(await exists('newsletter-subscribers', recentPending.id)).toBe(true)
    const keptApp = await payload.findByID({
      collection: 'recovery-applications',
      id: recentApp.id,
      depth: 0,
    })
    expect(keptApp.contactName).toBe(recentApp.contactName)

    if (result.outcome !== 'done') throw new Error('unreachable')
    const audit = await payload.findByID({
      collection: 'privacy-audits',
      id: result.audit!,
      depth: 0,
    })
    expect(audit).toMatchObject({ action: 'retention', performedBy: null })
    const cutoff = Date.parse(audit.olderThan!)
    expect(cutoff).toBeGreaterThanOrEqual(retention.monthsBefore(startedAt, 12).getTime())
    expect(cutoff).toBeLessThanOrEqual(retention.monthsBefore(new Date(), 12).getTime())
    const counts = audit.counts as Record<string, number>
    expect(counts['demo-requests deleted']).toBeGreaterThanOrEqual(1)
    expect(counts['contact-messages deleted']).toBeGreaterThanOrEqual(1)
    expect(counts['newsletter-subscribers deleted']).toBeGreaterThanOrEqual(2)
    expect(counts['recovery-applications anonymised']).toBeGreaterThanOrEqual(1)
    const stored = JSON.stringify(audit)
    for (const email of Object.values(emails)) expect(stored).not.toContain(email)
    expect(stored).not.toContain(oldApp.caseId)
  })

  it("erases a built form's old submissions with their deliveries, and keeps its recent ones and the form", async () => {
    await setRetention(12)
    const form = await payload.create({
      collection: 'forms',
      data: {
        title: 'Retention roundtable',
        name: `retention-roundtable-${Date.now()}`,
        fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
        confirmationMessage: richText([{ p: 'Thank you.' }]),
      },
      depth: 0,
      ...quiet,
    })
    const submission = async (email: string) =>
      payload.create({
        collection: 'form-submissions',
        data: {
          form: form.id,
          formName: form.name,
          email,
          submissionData: [{ field: 'email', kind: 'email', label: 'Email', value: email }],
          language: 'en',
          status: 'new',
        },
        depth: 0,
        ...quiet,
      })
    const oldEmail = address('old-built')
    const old = await submission(oldEmail)
    await backdate('form-submissions', old.id, { createdAt: longAgo() })
    await payload.create({
      collection: 'lead-deliveries',
      data: {
        form: 'built',
        submissionId: old.id,
        destination: 'webhook',
        status: 'delivered',
        attempts: 1,
        webhookId: `retention-built-${old.id}`,
        runToken: `retention-built-${old.id}`,
      },
      depth: 0,
    })
    const recent = await submission(address('recent-built'))

    const result = await retention.applyRetention(payload)

    expect(result.outcome).toBe('done')
    expect(await exists('form-submissions', old.id)).toBe(false)
    expect(
      (
        await payload.count({
          collection: 'lead-deliveries',
          where: { submissionId: { equals: old.id }, form: { equals: 'built' } },
        })
      ).totalDocs,
    ).toBe(0)
    expect(await exists('form-submissions', recent.id)).toBe(true)
    expect(await exists('forms', form.id)).toBe(true)
    const { findPersonalRecords } = await import('@/lib/privacy/records')
    expect(await findPersonalRecords(payload, oldEmail)).toEqual([])
  })

  it('a second run finds nothing left, changes nothing and records nothing', async () => {
    await setRetention(12)
    await retention.applyRetention(payload)
    const audits = await auditCount()
    const result = await retention.applyRetention(payload)
    expect(result).toMatchObject({ outcome: 'done', counts: {}, audit: null })
    expect(await auditCount()).toBe(audits)
  })

  it('two runs at once (two instances) erase each record once and record one entry', async () => {
    await setRetention(12)
    await retention.applyRetention(payload)
    const audits = await auditCount()
    const demos = await Promise.all([1, 2, 3].map(() => demoRequest(address('race'), longAgo())))
    const results = await Promise.all([
      retention.applyRetention(payload),
      retention.applyRetention(payload),
    ])
    const deleted = results.reduce(
      (sum, result) =>
        sum + (result.outcome === 'done' ? (result.counts['demo-requests deleted'] ?? 0) : 0),
      0,
    )
    expect(deleted).toBe(3)
    for (const demo of demos) expect(await exists('demo-requests', demo.id)).toBe(false)
    expect(await auditCount()).toBe(audits + 1)
  })

  it('runs as a job of the queue, which Payload schedules nightly', async () => {
    await setRetention(12)
    const demo = await demoRequest(address('job'), longAgo())
    await payload.jobs.queue({ task: 'applyRetention', input: {} })
    // Through the app's own runner, which claims each due job under a lock: the 2 s tick may be
    // running the queue at the same moment, and the job must run once, wherever it is claimed.
    await runDueJobs(payload)
    expect(await exists('demo-requests', demo.id)).toBe(false)

    await payload.jobs.handleSchedules({ queue: 'default' })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'applyRetention' }, completedAt: { exists: false } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const next = Date.parse(docs[0].waitUntil!)
    expect(next).toBeGreaterThan(Date.now())
    expect(next - Date.now()).toBeLessThanOrEqual(DAY)
    expect(new Date(next).getUTCMinutes()).toBe(30)
    await payload.delete({ collection: 'payload-jobs', id: docs[0].id })
  })

  it("deletes the forms' submission keys past 30 days and no-script fingerprints past a day, whatever the setting", async () => {
    await setRetention(null)
    const { sql } = await import('@payloadcms/db-postgres')
    const { drizzle } = payload.db as unknown as import('@payloadcms/db-postgres').PostgresAdapter
    const run = `${Date.now()}-${++counter}`
    const keyAged = (key: string, days: number) =>
      drizzle.execute(sql`
        INSERT INTO idempotency_keys (form, key, request_hash, state, created_at)
        VALUES ('contact', ${key}, 'hash', 'done', now() - ${`${days} days`}::interval)`)
    await keyAged(`key-31-days-${run}`, 31)
    await keyAged(`key-29-days-${run}`, 29)
    await keyAged(`fp:fingerprint-2-days-${run}`, 2)
    await keyAged(`fp:fingerprint-now-${run}`, 0)

    expect(await retention.applyRetention(payload)).toEqual({ outcome: 'off' })

    const left = await drizzle.execute<{ key: string }>(
      sql`SELECT key FROM idempotency_keys WHERE key LIKE ${`%${run}`} ORDER BY key`,
    )
    expect(left.rows.map(({ key }) => key)).toEqual([
      `fp:fingerprint-now-${run}`,
      `key-29-days-${run}`,
    ])
    await drizzle.execute(sql`DELETE FROM idempotency_keys WHERE key LIKE ${`%${run}`}`)
  })

  it('the setting is for staff: an anonymous read of the site settings leaves it out', async () => {
    await setRetention(12)
    const anonymous = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: false,
    })
    expect(anonymous).not.toHaveProperty('retentionMonths')
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).retentionMonths).toBe(12)
  })
})

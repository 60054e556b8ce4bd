import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { tinyPdf } from '../fixtures/pdf'
import { testPayload } from './helpers'
import { useOwnSmtp } from './ownSmtp'

/*
 * An email that carries a credential (an approval's download link, an opt-in list's signed
 * links) is queued as a job without it: the job record holds the record's id and slots, and the
 * link is made as the email is sent. Any staff member may read a job record, and a failed one
 * is kept, so nothing in it may open a door.
 */

let payload: Payload
let smtp: SmtpCapture
let restoreSmtp: () => Promise<void>
let runDueJobs: typeof import('@/lib/email').runDueJobs
const run = Date.now().toString(36)
const created: {
  collection: 'documents' | 'document-files' | 'document-requests' | 'newsletter-subscribers'
  id: number
}[] = []
const context = { disableRevalidate: true }

/** The queued jobs that mention `text` anywhere, as stored. */
async function jobsMentioning(text: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => JSON.stringify(job).includes(text))
}

const queuedFor = async (email: string) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { 'input.to': { equals: email } },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/**
 * The job of the email to `email`, as kept after `start` queued it and a first try failed with
 * the SMTP server down: a failed job stays in the queue, readable by staff.
 */
async function failedJobFor(email: string, start: () => Promise<unknown>) {
  await smtp.stopListening()
  try {
    await start()
    await expect
      .poll(
        async () => {
          await runDueJobs(payload)
          return (await queuedFor(email))[0]?.totalTried ?? 0
        },
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0)
    return (await queuedFor(email))[0]
  } finally {
    await smtp.start()
  }
}

/** The email to `email`, once a retry has sent it. */
async function sentTo(email: string) {
  await expect
    .poll(
      async () => {
        await runDueJobs(payload)
        return smtp.messages.some((message) => message.to.includes(email))
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return smtp.messages.find((message) => message.to.includes(email))!
}

beforeAll(async () => {
  ;({ smtp, restore: restoreSmtp } = await useOwnSmtp())
  payload = await testPayload()
  ;({ runDueJobs } = await import('@/lib/email'))
}, 240_000)

afterAll(async () => {
  for (const { collection, id } of created.reverse())
    await payload.delete({ collection, id, overrideAccess: true, context }).catch(() => {})
  await restoreSmtp?.()
})

describe('credentials in emails', () => {
  it("an approval's job holds the request's id, not the link; the link is made as it is sent, and only its hash is kept", async () => {
    const file = await payload.create({
      collection: 'document-files',
      data: {},
      file: {
        data: tinyPdf(`send-time-${run}`),
        mimetype: 'application/pdf',
        name: `send-time-${run}.pdf`,
        size: tinyPdf(`send-time-${run}`).length,
      },
      overrideAccess: true,
    })
    created.push({ collection: 'document-files', id: file.id })
    const document = await payload.create({
      collection: 'documents',
      data: {
        title: `Audit letter ${run}`,
        category: 'security',
        version: '1.0',
        issuedOn: '2026-10-01T00:00:00.000Z',
        language: 'en',
        summary: 'An audit.',
        file: file.id,
        accessLevel: 'on-request',
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    created.push({ collection: 'documents', id: document.id })
    const email = `auditor-${run}@ministry.example`
    const request = await payload.create({
      collection: 'document-requests',
      data: {
        document: document.id,
        name: 'Ada',
        email,
        organization: 'Ministry',
        country: 'jamaica',
        purpose: 'Tender',
        acceptTerms: true,
        language: 'en',
        status: 'pending',
      },
      overrideAccess: true,
    })
    created.push({ collection: 'document-requests', id: request.id })

    const job = await failedJobFor(email, () =>
      payload.update({
        collection: 'document-requests',
        id: request.id,
        data: { status: 'approved' },
        overrideAccess: true,
      }),
    )
    expect(job.input).toMatchObject({
      signedLinks: { kind: 'document-access', request: request.id },
    })
    expect(JSON.stringify(job)).not.toContain('/trust/download/')

    const mail = await sentTo(email)
    const credential = /\/trust\/download\/([A-Za-z0-9_-]{43})"/.exec(mail.html)?.[1]
    expect(credential).toBeTruthy()
    const stored = await payload.findByID({
      collection: 'document-requests',
      id: request.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.linkHash).toBe(createHash('sha256').update(credential!).digest('hex'))
    expect(await jobsMentioning(credential!)).toEqual([])
  })

  it("a confirmation email's job holds the subscriber's id and slots, not the signed links", async () => {
    const email = `slots-${run}@example.org`
    let subscriber = { id: 0 }
    const job = await failedJobFor(email, async () => {
      subscriber = await payload.create({
        collection: 'newsletter-subscribers',
        data: { email, language: 'es' },
        overrideAccess: true,
      })
    })
    expect(job.input).toMatchObject({
      signedLinks: {
        kind: 'opt-in',
        collection: 'newsletter-subscribers',
        subscriber: subscriber.id,
      },
    })
    expect(JSON.stringify(job)).not.toMatch(/token=|[?&]t=/)
    const mail = await sentTo(email)
    expect(mail.html).toMatch(/\/api\/newsletter\/confirm\?s=\d+&amp;e=\d+&amp;token=/)
    expect(mail.html).toMatch(/\/es\/newsletter\/unsubscribe\?s=\d+&amp;token=/)
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http.*\/api\/newsletter\/unsubscribe\?s=\d+&token=[^>]+>$/,
    )
    expect(mail.html).not.toContain('{{signed-link:')
  })
})

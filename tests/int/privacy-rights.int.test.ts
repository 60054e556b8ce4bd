import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let payload: Payload
let api: { url: string; stop: () => Promise<void> }
let adminToken: string
let editorToken: string

beforeAll(async () => {
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
  const { startApiServer } = await import('./httpServer')
  api = await startApiServer()
  const { createEnrolledStaff, signInOverHttp } = await import('./helpers')
  adminToken = await signInOverHttp(api.url, await createEnrolledStaff(payload, ['admin']))
  editorToken = await signInOverHttp(api.url, await createEnrolledStaff(payload, ['editor']))
}, 240_000)

afterAll(async () => {
  await api?.stop()
})

const quiet = { context: { skipNewsletterConfirmation: true, skipLeadDelivery: true } }

/** A person with a subscription, a demo request, a contact message and a recovery application edited once. */
async function personWithRecords(email: string) {
  const { storeDemoRequest, storeReviewedApplication } = await import('./helpers')
  const subscriber = await payload.create({
    collection: 'newsletter-subscribers',
    data: { email: email.toLowerCase(), language: 'en' },
    depth: 0,
    ...quiet,
  })
  const demo = await storeDemoRequest(payload, email, quiet.context)
  const contact = await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Ada Byron',
      email: email.toUpperCase(),
      subject: 'My data',
      message: 'Hello',
      language: 'en',
      status: 'new',
    },
    depth: 0,
    ...quiet,
  })
  const application = await storeReviewedApplication(payload, email, quiet.context)
  return { subscriber, demo, contact, application }
}

const call = (path: string, token: string, init: RequestInit = {}) =>
  fetch(`${api.url}/api/privacy-audits${path}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', ...init.headers },
  })

const latestAudit = async () =>
  (
    await payload.find({
      collection: 'privacy-audits',
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

describe('privacy rights tool', () => {
  it('finds every record holding the address, in every collection and in versions, whatever its letter case', async () => {
    const email = `person-${Date.now()}@example.org`
    const mine = await personWithRecords(email)
    await personWithRecords(`x${email}`)
    const response = await call(
      `/records?email=${encodeURIComponent(email.toUpperCase())}`,
      adminToken,
    )
    expect(response.status).toBe(200)
    const { records } = (await response.json()) as {
      records: { collection: string; id: number; versionOf?: number }[]
    }
    const documents = records
      .filter((record) => record.versionOf === undefined)
      .map((record) => `${record.collection}#${record.id}`)
    expect(documents.sort()).toEqual(
      [
        `contact-messages#${mine.contact.id}`,
        `demo-requests#${mine.demo.id}`,
        `newsletter-subscribers#${mine.subscriber.id}`,
        `recovery-applications#${mine.application.id}`,
      ].sort(),
    )
    expect(
      records.filter((record) => record.versionOf === mine.application.id).length,
    ).toBeGreaterThanOrEqual(2)
  })

  it('is for admins only', async () => {
    expect((await call('/records?email=someone@example.org', editorToken)).status).toBe(403)
    expect(
      (await fetch(`${api.url}/api/privacy-audits/records?email=someone@example.org`)).status,
    ).toBe(403)
    expect(
      (
        await call('/erase', editorToken, {
          method: 'POST',
          body: JSON.stringify({ email: 'someone@example.org' }),
        })
      ).status,
    ).toBe(403)
  })

  it('exports the records as one JSON file, and the audit entry keeps no personal data', async () => {
    const email = `export-${Date.now()}@example.org`
    await personWithRecords(email)
    const response = await call(`/export?email=${encodeURIComponent(email)}`, adminToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data\.json"$/,
    )
    const file = (await response.json()) as {
      email: string
      records: { data: Record<string, unknown> }[]
    }
    expect(file.email).toBe(email)
    expect(file.records.some((record) => record.data.message === 'Hello')).toBe(true)
    const audit = await latestAudit()
    expect(audit).toMatchObject({
      action: 'export',
      counts: {
        'contact-messages': 1,
        'demo-requests': 1,
        'newsletter-subscribers': 1,
        'recovery-applications': 1,
      },
    })
    expect(JSON.stringify(audit)).not.toContain(email)
  })

  it('erases: deletes submissions and the subscriber, anonymises the application keeping case ID, status and dates, and leaves others alone', async () => {
    const email = `erase-${Date.now()}@example.org`
    const mine = await personWithRecords(email)
    const other = await personWithRecords(`other-${email}`)
    const response = await call('/erase', adminToken, {
      method: 'POST',
      body: JSON.stringify({ email }),
    })
    expect(response.status).toBe(200)
    for (const [collection, doc] of [
      ['newsletter-subscribers', mine.subscriber],
      ['demo-requests', mine.demo],
      ['contact-messages', mine.contact],
    ] as const) {
      expect(
        await payload.findByID({
          collection,
          id: doc.id,
          overrideAccess: true,
          disableErrors: true,
        }),
      ).toBeNull()
    }
    const application = await payload.findByID({
      collection: 'recovery-applications',
      id: mine.application.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(application).toMatchObject({
      caseId: mine.application.caseId,
      applicationStatus: 'approved',
      createdAt: mine.application.createdAt,
      contactName: '[erased]',
      sigName: '[erased]',
    })
    expect(application.contactEmail).not.toContain(email)
    const { findPersonalRecords } = await import('@/lib/privacy/records')
    expect(await findPersonalRecords(payload, email)).toEqual([])
    expect(
      (await findPersonalRecords(payload, `other-${email}`)).filter(
        (record) => record.versionOf === undefined,
      ),
    ).toHaveLength(4)
    expect(
      await payload.findByID({
        collection: 'demo-requests',
        id: other.demo.id,
        overrideAccess: true,
      }),
    ).toBeTruthy()
    const audit = await latestAudit()
    expect(audit.action).toBe('erase')
    expect(audit.counts).toMatchObject({
      'recovery-applications anonymised': 1,
      'demo-requests deleted': 1,
    })
    expect(JSON.stringify(audit)).not.toContain(email)
  })
})

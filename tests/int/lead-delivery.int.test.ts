import { createHmac } from 'node:crypto'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ContactMessage, LeadDelivery } from '@/payload-types'
import { startHubSpot, type HubSpotFixture } from '../fixtures/hubspot'
import { holdAnswer, startWebhookReceiver, type WebhookReceiver } from '../fixtures/webhookReceiver'

const SECRET = 'test-webhook-secret'
const RETRY_DELAY_MS = 20
const ENV_KEYS = [
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
  'LEADS_RETRY_DELAY_MS',
  'HUBSPOT_ACCESS_TOKEN',
  'HUBSPOT_API_URL',
] as const

let payload: Payload
let receiver: WebhookReceiver
let hubspot: HubSpotFixture
let inspector: pg.Client
let api: { url: string; stop: () => Promise<void> }
let staffToken: string
let editorToken: string
let runDueJobs: (payload: Payload) => Promise<void>
let stopJobRunner: (payload: Payload) => Promise<void>
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]))

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  hubspot = await startHubSpot()
  Object.assign(process.env, {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: SECRET,
    // Read when the task is configured: a short back-off, so ten tries fit in one test.
    LEADS_RETRY_DELAY_MS: String(RETRY_DELAY_MS),
    HUBSPOT_ACCESS_TOKEN: hubspot.token,
    HUBSPOT_API_URL: hubspot.url,
  })
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config })
  ;({ runDueJobs, stopJobRunner } = await import('@/lib/email'))
  inspector = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await inspector.connect()
  // Jobs left by earlier files aim at servers that are gone.
  await inspector.query(`DELETE FROM payload_jobs`)
  const { startApiServer } = await import('./httpServer')
  api = await startApiServer()
  const { createEnrolledStaff, signInOverHttp } = await import('./helpers')
  staffToken = await signInOverHttp(api.url, await createEnrolledStaff(payload, ['sales']))
  editorToken = await signInOverHttp(api.url, await createEnrolledStaff(payload, ['editor']))
})

afterAll(async () => {
  await api?.stop()
  await inspector?.end()
  await receiver?.stop()
  await hubspot?.stop()
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
})

beforeEach(() => {
  receiver.reset()
  process.env.HUBSPOT_ACCESS_TOKEN = hubspot.token
  process.env.LEADS_WEBHOOK_URL = receiver.url
})

let counter = 0
const unique = () => `${Date.now()}-${++counter}`

async function createContactMessage(
  data: Partial<{
    name: string
    email: string
    subject: string
    message: string
    source: ContactMessage['source']
  }> = {},
) {
  const id = unique()
  return payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Ada Lovelace',
      email: `ada-${id}@example.org`,
      subject: `Hello ${id}`,
      message: 'Tell me more.',
      language: 'en',
      status: 'new',
      ...data,
    },
    depth: 0,
  })
}

const deliveriesOf = async (form: LeadDelivery['form'], submissionId: number) =>
  (
    await payload.find({
      collection: 'lead-deliveries',
      where: { and: [{ form: { equals: form } }, { submissionId: { equals: submissionId } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const deliveryOf = async (
  form: LeadDelivery['form'],
  submissionId: number,
  destination: LeadDelivery['destination'],
) =>
  (await deliveriesOf(form, submissionId)).find((delivery) => delivery.destination === destination)!

/** Runs due jobs, again and again (retries come due after their back-off), until `done` holds. */
async function runJobsUntil(done: () => Promise<boolean>, runners: Payload[] = [payload]) {
  const deadline = Date.now() + 20_000
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('jobs did not get there in 20 s')
    await Promise.all(runners.map((runner) => runDueJobs(runner)))
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const settled = (form: LeadDelivery['form'], submissionId: number) => async () => {
  const deliveries = await deliveriesOf(form, submissionId)
  return deliveries.length > 0 && deliveries.every((delivery) => delivery.status !== 'pending')
}

const webhooksFor = (submissionId: number, type = 'contact') =>
  receiver.received.filter((request) => {
    const body = JSON.parse(request.rawBody) as { id: number; type: string }
    return body.id === submissionId && body.type === type
  })

describe('leads to the signed webhook', () => {
  it('posts the submission as the form sent it, signed with HMAC-SHA256 of the raw body', async () => {
    const message = await createContactMessage({ name: 'Grace Hopper', subject: 'Signed' })
    await runJobsUntil(settled('contact', message.id))
    const [request] = webhooksFor(message.id)
    expect(request.headers['x-webhook-signature']).toBe(
      `sha256=${createHmac('sha256', SECRET).update(request.rawBody).digest('hex')}`,
    )
    expect(request.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request.rawBody)).toEqual({
      id: message.id,
      type: 'contact',
      createdAt: message.createdAt,
      language: 'en',
      data: {
        name: 'Grace Hopper',
        email: message.email,
        subject: 'Signed',
        message: 'Tell me more.',
      },
      source: {
        landingPage: null,
        referrer: null,
        formPage: null,
        utm: { source: null, medium: null, campaign: null, term: null, content: null },
        firstTouch: null,
      },
    })
    const delivery = await deliveryOf('contact', message.id, 'webhook')
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastError: null })
    expect(request.headers['x-webhook-id']).toBe(delivery.webhookId)
  })

  it('names where the lead came from in a top-level source object, null where nothing is known', async () => {
    const at = '2026-09-14T10:00:00.000Z'
    const message = await createContactMessage({
      source: {
        landingPage: '/pricing?utm_source=news',
        referrer: 'https://partner.example',
        formPage: '/contact',
        utmSource: 'news',
        utmCampaign: 'spring',
        firstTouch: { landingPage: '/', utmSource: 'ads', at },
      },
    })
    await runJobsUntil(settled('contact', message.id))
    const [request] = webhooksFor(message.id)
    expect(JSON.parse(request.rawBody).source).toEqual({
      landingPage: '/pricing?utm_source=news',
      referrer: 'https://partner.example',
      formPage: '/contact',
      utm: { source: 'news', medium: null, campaign: 'spring', term: null, content: null },
      firstTouch: {
        landingPage: '/',
        referrer: null,
        utm: { source: 'ads', medium: null, campaign: null, term: null, content: null },
        at,
      },
    })
  })

  it('a receiver that answers 500 three times gets the delivery on the fourth try, with the same X-Webhook-Id', async () => {
    // The second try is held open: what staff see between tries is then exactly what the
    // first try left, however long each step takes.
    const secondTry = holdAnswer()
    receiver.answerNext(500, secondTry, 500)
    const message = await createContactMessage()
    const delivering = runJobsUntil(settled('contact', message.id))
    try {
      await secondTry.arrived
      const waiting = await deliveryOf('contact', message.id, 'webhook')
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
      expect(waiting.lastError).toMatch(/^HTTP 500/)
      // The next try is announced at least one back-off after the failed one, and not broken.
      const [first, second] = webhooksFor(message.id)
      const nextTryAt = Date.parse(waiting.nextTryAt!)
      expect(nextTryAt).toBeGreaterThanOrEqual(first.receivedAt + RETRY_DELAY_MS)
      expect(nextTryAt).toBeLessThanOrEqual(second.receivedAt)
    } finally {
      secondTry.release(500)
      await delivering
    }
    const requests = webhooksFor(message.id)
    expect(requests).toHaveLength(4)
    expect(new Set(requests.map((request) => request.headers['x-webhook-id'])).size).toBe(1)
    expect(await deliveryOf('contact', message.id, 'webhook')).toMatchObject({
      status: 'delivered',
      attempts: 4,
      lastError: null,
    })
  })

  it('a receiver that never succeeds gets ten tries, then the delivery is failed with the last error', async () => {
    receiver.answerAlways(502)
    const message = await createContactMessage()
    await runJobsUntil(settled('contact', message.id))
    expect(webhooksFor(message.id)).toHaveLength(10)
    expect(await deliveryOf('contact', message.id, 'webhook')).toMatchObject({
      status: 'failed',
      attempts: 10,
      lastError: expect.stringMatching(/^HTTP 502/),
    })
  })

  it('a failing webhook holds up neither HubSpot nor the next submission', async () => {
    // The receiver fails until the end: the job runner's own tick (every 2 s) may run a due try
    // at any moment, so a moment of 200 here could deliver the failing lead early.
    receiver.answerAlways(500)
    const failing = await createContactMessage()
    const next = await createContactMessage()
    await runJobsUntil(
      async () => (await deliveryOf('contact', failing.id, 'hubspot')).status === 'delivered',
    )
    expect((await deliveryOf('contact', failing.id, 'webhook')).status).toBe('pending')
    receiver.reset()
    await runJobsUntil(settled('contact', next.id))
    expect(await deliveryOf('contact', next.id, 'webhook')).toMatchObject({ status: 'delivered' })
    await runJobsUntil(settled('contact', failing.id))
    expect(await deliveryOf('contact', failing.id, 'webhook')).toMatchObject({
      status: 'delivered',
    })
  })

  it(
    'two instances draining one queue deliver each submission once',
    { timeout: 180_000 },
    async () => {
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      const { JOB_LOCK_CLASS } = await import('@/lib/email/jobLocks')
      const second = await getPayload({ config, key: 'second-lead-instance' })
      // Whether both instances hold jobs at the same moment is up to the scheduler; a batch they
      // did not share proves less, so another batch follows (each checked the same way).
      const owners = new Set<number>()
      try {
        for (let batch = 0; batch < 3 && owners.size < 2; batch++) {
          const messages: Awaited<ReturnType<typeof createContactMessage>>[] = []
          for (let index = 0; index < 30; index++)
            messages.push(await createContactMessage({ subject: `Shared ${batch}.${index}` }))
          const allSettled = async () =>
            (await Promise.all(messages.map((message) => settled('contact', message.id)()))).every(
              Boolean,
            )
          let watching = true
          const watch = (async () => {
            while (watching) {
              const { rows } = await inspector.query<{ pid: number }>(
                `SELECT DISTINCT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1`,
                [JOB_LOCK_CLASS],
              )
              if (rows.length > 1) for (const { pid } of rows) owners.add(pid)
              await new Promise((resolve) => setTimeout(resolve, 10))
            }
          })()
          await runJobsUntil(allSettled, [payload, second])
          watching = false
          await watch
          for (const message of messages) {
            expect(webhooksFor(message.id)).toHaveLength(1)
            expect((await deliveryOf('contact', message.id, 'webhook')).status).toBe('delivered')
          }
          const notesByMessage = new Map<string, number>()
          for (const note of hubspot.notes) {
            const match = /#(\d+)\)/.exec(note.properties.hs_note_body)
            if (match) notesByMessage.set(match[1], (notesByMessage.get(match[1]) ?? 0) + 1)
          }
          for (const message of messages) expect(notesByMessage.get(String(message.id))).toBe(1)
        }
        // Both instances were seen holding job locks at once: the queue was really shared.
        expect(owners.size).toBeGreaterThanOrEqual(2)
      } finally {
        await stopJobRunner(second)
        await second.destroy()
      }
    },
  )

  it('sends a recovery application under its form field names, with its case ID', async () => {
    const { toStoredApplication } = await import('@/lib/recovery/acceptApplication')
    const { validApplication } = await import('../fixtures/recoveryApplication')
    const { recoveryApplicationSchema } = await import('@/lib/forms/recoverySchema')
    const sent = recoveryApplicationSchema.parse(validApplication())
    const application = await payload.create({
      collection: 'recovery-applications',
      data: toStoredApplication(sent) as never,
      overrideAccess: true,
      depth: 0,
    })
    await runJobsUntil(settled('recovery', application.id))
    const [request] = webhooksFor(application.id, 'recovery')
    const body = JSON.parse(request.rawBody) as { data: Record<string, unknown> }
    expect(body.data.caseId).toBe(application.caseId)
    for (const [name, value] of Object.entries(sent)) {
      if (value !== '' && value !== undefined) expect(body.data[name], name).toEqual(value)
    }
  })
})

describe('leads to HubSpot', () => {
  it('creates the contact by email and records each submission on it as a note', async () => {
    const email = `repeat-${unique()}@example.org`
    const first = await createContactMessage({ email, name: 'Katherine Johnson', subject: 'First' })
    const second = await createContactMessage({
      email,
      name: 'Katherine Johnson',
      subject: 'Second',
    })
    await runJobsUntil(
      async () => (await settled('contact', first.id)()) && (await settled('contact', second.id)()),
    )
    const contact = hubspot.contacts.get(email)!
    expect(contact.properties).toMatchObject({ email, firstname: 'Katherine', lastname: 'Johnson' })
    const notes = hubspot.notes.filter((note) =>
      note.associations.some((association) => association.to.id === contact.id),
    )
    expect(notes).toHaveLength(2)
    expect(notes[0].associations[0].types).toEqual([
      { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 },
    ])
    expect(notes.map((note) => note.properties.hs_note_body).join(' ')).toContain('First')
    expect(await deliveryOf('contact', second.id, 'hubspot')).toMatchObject({
      status: 'delivered',
      attempts: 1,
    })
  })

  it("gives the contact the lead's UTM values and the note a line on its source", async () => {
    const email = `campaign-${unique()}@example.org`
    const message = await createContactMessage({
      email,
      source: {
        landingPage: '/platform?utm_source=news',
        formPage: '/contact',
        utmSource: 'news',
        utmMedium: 'email',
        utmContent: 'hero',
      },
    })
    await runJobsUntil(settled('contact', message.id))
    const contact = hubspot.contacts.get(email)!
    expect(contact.properties).toMatchObject({
      utm_source: 'news',
      utm_medium: 'email',
      utm_content: 'hero',
    })
    expect(contact.properties).not.toHaveProperty('utm_campaign')
    const note = hubspot.notes.find((candidate) => candidate.associations[0].to.id === contact.id)!
    expect(note.properties.hs_note_body).toContain(
      '<p>Source: landing page /platform?utm_source=news; form page /contact; utm_source=news, utm_medium=email, utm_content=hero.</p>',
    )
  })

  it('a token HubSpot refuses fails the delivery at once, with the reason staff read in the CMS', async () => {
    process.env.HUBSPOT_ACCESS_TOKEN = 'pat-na1-revoked'
    const message = await createContactMessage()
    await runJobsUntil(
      async () => (await deliveryOf('contact', message.id, 'hubspot')).status !== 'pending',
    )
    const delivery = await deliveryOf('contact', message.id, 'hubspot')
    const response = await fetch(`${api.url}/api/lead-deliveries/${delivery.id}`, {
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(response.status).toBe(200)
    const seen = (await response.json()) as LeadDelivery
    expect(seen).toMatchObject({ status: 'failed', attempts: 1 })
    expect(seen.lastError).toContain('HubSpot answered 401')
    expect(seen.lastError).toContain('Authentication credentials not found')
  })

  it('"Deliver again" is for sales and admins only and delivers a failed delivery once the token is fixed', async () => {
    process.env.HUBSPOT_ACCESS_TOKEN = 'pat-na1-revoked'
    const message = await createContactMessage()
    await runJobsUntil(
      async () => (await deliveryOf('contact', message.id, 'hubspot')).status === 'failed',
    )
    const failed = await deliveryOf('contact', message.id, 'hubspot')
    const url = `${api.url}/api/lead-deliveries/${failed.id}/deliver-again`
    expect((await fetch(url, { method: 'POST' })).status).toBe(403)
    expect(
      (await fetch(url, { method: 'POST', headers: { authorization: `JWT ${editorToken}` } }))
        .status,
    ).toBe(403)
    process.env.HUBSPOT_ACCESS_TOKEN = hubspot.token
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `JWT ${staffToken}` },
    })
    expect(response.status).toBe(200)
    await runJobsUntil(
      async () => (await deliveryOf('contact', message.id, 'hubspot')).status === 'delivered',
    )
    expect(hubspot.contacts.get(message.email)).toBeDefined()
  })
})

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, Where } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { rateLimitClient } from '@/lib/rateLimitClient'
import { useOwnSmtp } from './ownSmtp'

let payload: Payload
let smtp: SmtpCapture
let restoreSmtp: () => Promise<void>
let api: { url: string; stop: () => Promise<void> }
let inboxes: { sales: string; contact: string; newsletter: string }

beforeAll(async () => {
  ;({ smtp, restoreSmtp } = await useOwnSmtp().then(({ smtp, restore }) => ({
    smtp,
    restoreSmtp: restore,
  })))
  process.env.EMAIL_RETRY_DELAY_MS = '200'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config, cron: true })
  const { seed } = await import('../../seed')
  await seed(payload)
  inboxes = (await payload.findGlobal({ slug: 'site-settings' })).inboxes
  // Earlier files leave emails aimed at their own, closed, SMTP servers, waiting out their
  // back-off: this file waits for an empty queue, so it starts from one.
  await payload.delete({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' } },
    overrideAccess: true,
  })
  const { startApiServer } = await import('./httpServer')
  const { formRouteHandlers } = await import('@/forms/routeHandlers')
  api = await startApiServer({
    '/api/forms/newsletter': formRouteHandlers.newsletter,
    '/api/forms/demo': formRouteHandlers.demo,
    '/api/forms/quote': formRouteHandlers.quote,
    '/api/forms/contact': formRouteHandlers.contact,
  })
})

afterAll(async () => {
  delete process.env.EMAIL_RETRY_DELAY_MS
  await api.stop()
  await restoreSmtp()
})

let ipCounter = 0
/** Each request comes from its own address unless a test says otherwise (the limiter is per IP). */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

type PostOptions = {
  ip?: string
  contentType?: string
  rawBody?: string
  headers?: Record<string, string>
}

async function post(
  form: string,
  body: unknown,
  { ip = nextIp(), contentType = 'application/json', rawBody, headers = {} }: PostOptions = {},
) {
  const response = await fetch(`${api.url}/api/forms/${form}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': ip, ...headers },
    body: rawBody ?? JSON.stringify(body),
  })
  const text = await response.text()
  let json: { ok?: boolean; errors?: Record<string, string> } = {}
  try {
    json = JSON.parse(text)
  } catch {
    // asserted by the caller through the status
  }
  return { status: response.status, headers: response.headers, json }
}

const emailJobs = () =>
  payload
    .count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendEmail' } },
      overrideAccess: true,
    })
    .then((r) => r.totalDocs)

/** Runs the queue until no email is left in it: whatever was queued so far has been sent. */
async function allQueuedEmailsSent() {
  const { runDueJobs } = await import('@/lib/email')
  await expect
    .poll(async () => (await runDueJobs(payload), emailJobs()), { timeout: 20_000, interval: 100 })
    .toBe(0)
}

const count = (collection: CollectionSlug) =>
  payload.count({ collection, overrideAccess: true }).then((r) => r.totalDocs)

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`

const validDemo = () => ({
  firstName: 'Ada',
  lastName: `Lovelace ${unique()}`,
  email: 'ada@school.example',
  phone: '+1 876 555 0100',
  organization: 'Kingston College',
  role: 'principal',
  country: 'jamaica',
  message: 'We have 3 campuses.',
})

const validQuote = () => ({
  firstName: 'Grace',
  lastName: `Hopper ${unique()}`,
  email: 'grace@ministry.example',
  phone: '+1 784 555 0199',
  jobTitle: 'Director of ICT',
  organization: 'Ministry of Education',
  organizationType: 'ministry',
  country: 'st-vincent',
  numberOfStudents: 20000,
  numberOfTeachers: 1500,
  numberOfSchools: 120,
  features: ['sis', 'attendance', 'mobile-app'],
  professionalServices: ['training', 'data-migration'],
  timeline: 'short',
  additionalInfo: 'Rollout across all parishes.',
})

const validContact = () => ({
  name: 'Alan Turing',
  email: 'alan@example.org',
  subject: `Pricing question ${unique()}`,
  message: 'Hello,\nDo you offer discounts?\nThanks',
})

const without = <T extends object>(data: T, key: keyof T) => {
  const copy = { ...data }
  delete copy[key]
  return copy
}

type Rejection = { name: string; body: object; field: string }

/** Posts each invalid body; each must be a 400 naming the field, and nothing may be stored. */
async function expectRejected(form: string, collection: CollectionSlug, cases: Rejection[]) {
  const before = await count(collection)
  for (const { name, body, field } of cases) {
    const response = await post(form, body)
    expect(response.status, name).toBe(400)
    expect(response.json.errors?.[field], `${name}: error for ${field}`).toEqual(expect.any(String))
  }
  expect(await count(collection)).toBe(before)
}

describe('POST /api/forms/demo', () => {
  it('stores a valid request and emails every field, escaped, to the sales inbox', async () => {
    const data = { ...validDemo(), organization: '<b>Kingston & "Co"</b>' }
    const response = await post('demo', data)
    expect(response.status).toBe(201)
    expect(response.json).toEqual({ ok: true })
    const stored = await payload.find({
      collection: 'demo-requests',
      where: { lastName: { equals: data.lastName } },
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ ...data, status: 'new' })
    const mail = await smtp.waitFor(
      (m) => m.subject === `New Demo Request from Ada ${data.lastName}`,
    )
    expect(mail.to).toEqual([inboxes.sales])
    expect(mail.html).toContain('&lt;b&gt;Kingston &amp; &quot;Co&quot;&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Kingston')
    for (const value of [
      'Ada',
      'ada@school.example',
      '+1 876 555 0100',
      'Principal / Head of School',
      'Jamaica',
      'We have 3 campuses.',
    ]) {
      expect(mail.html).toContain(value)
    }
  })

  it('routes the notification by country as Site settings say: Nigeria to the Africa team, the rest to sales', async () => {
    const africa = 'africa-team@example.org'
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { notificationRoutes: [{ form: 'demo', country: 'nigeria', to: africa }] },
      context: { disableRevalidate: true },
    })
    try {
      const fromNigeria = { ...validDemo(), country: 'nigeria' }
      const fromJamaica = validDemo()
      expect((await post('demo', fromNigeria)).status).toBe(201)
      expect((await post('demo', fromJamaica)).status).toBe(201)
      expect(
        (
          await smtp.waitFor(
            (m) => m.subject === `New Demo Request from Ada ${fromNigeria.lastName}`,
          )
        ).to,
      ).toEqual([africa])
      expect(
        (
          await smtp.waitFor(
            (m) => m.subject === `New Demo Request from Ada ${fromJamaica.lastName}`,
          )
        ).to,
      ).toEqual([inboxes.sales])
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { notificationRoutes: [] },
        context: { disableRevalidate: true },
      })
    }
  })

  it('accepts a request without the optional phone and message', async () => {
    const data = without(without(validDemo(), 'phone'), 'message')
    expect((await post('demo', data)).status).toBe(201)
  })

  it('rejects each broken rule with a field error and stores nothing', async () => {
    const valid = validDemo()
    await expectRejected('demo', 'demo-requests', [
      { name: 'missing firstName', body: without(valid, 'firstName'), field: 'firstName' },
      { name: 'blank firstName', body: { ...valid, firstName: '   ' }, field: 'firstName' },
      { name: 'missing lastName', body: without(valid, 'lastName'), field: 'lastName' },
      { name: 'missing email', body: without(valid, 'email'), field: 'email' },
      { name: 'malformed email', body: { ...valid, email: 'ada@' }, field: 'email' },
      { name: 'missing organization', body: without(valid, 'organization'), field: 'organization' },
      { name: 'missing role', body: without(valid, 'role'), field: 'role' },
      { name: 'unknown role', body: { ...valid, role: 'janitor' }, field: 'role' },
      { name: 'missing country', body: without(valid, 'country'), field: 'country' },
      { name: 'unknown country', body: { ...valid, country: 'atlantis' }, field: 'country' },
      { name: 'firstName not text', body: { ...valid, firstName: 42 }, field: 'firstName' },
      {
        name: 'firstName over 100',
        body: { ...valid, firstName: 'a'.repeat(101) },
        field: 'firstName',
      },
      {
        name: 'message over 5,000',
        body: { ...valid, message: 'a'.repeat(5001) },
        field: 'message',
      },
    ])
  })
})

describe('POST /api/forms/quote', () => {
  it('stores a valid request and emails every field, escaped, to the sales inbox', async () => {
    const data = { ...validQuote(), additionalInfo: 'Budget <= $50k & "soon"' }
    const response = await post('quote', data)
    expect(response.status).toBe(201)
    const stored = await payload.find({
      collection: 'quote-requests',
      where: { lastName: { equals: data.lastName } },
    })
    expect(stored.docs[0]).toMatchObject({ ...data, status: 'new' })
    const mail = await smtp.waitFor(
      (m) => m.subject === `New Quote Request from Grace ${data.lastName}`,
    )
    expect(mail.to).toEqual([inboxes.sales])
    expect(mail.html).toContain('Budget &lt;= $50k &amp; &quot;soon&quot;')
    for (const value of [
      'Director of ICT',
      'Ministry of Education',
      'St. Vincent and the Grenadines',
      '20000',
      '1500',
      '120',
      'Student Information System, Attendance Tracking, Mobile App',
      'Staff Training, Data Migration',
      'Within 1–3 months',
    ]) {
      expect(mail.html).toContain(value)
    }
  })

  it('numberOfSchools defaults to 1 and professional services to none', async () => {
    const data = without(without(validQuote(), 'numberOfSchools'), 'professionalServices')
    expect((await post('quote', data)).status).toBe(201)
    const stored = await payload.find({
      collection: 'quote-requests',
      where: { lastName: { equals: data.lastName } },
    })
    expect(stored.docs[0].numberOfSchools).toBe(1)
    expect(stored.docs[0].professionalServices).toEqual([])
  })

  it('rejects each broken rule with a field error and stores nothing', async () => {
    const valid = validQuote()
    const required = [
      'firstName',
      'lastName',
      'email',
      'phone',
      'jobTitle',
      'organization',
      'organizationType',
      'country',
      'timeline',
    ] as const
    await expectRejected('quote', 'quote-requests', [
      ...required.map((field) => ({
        name: `missing ${field}`,
        body: without(valid, field),
        field,
      })),
      { name: 'malformed email', body: { ...valid, email: 'grace.example' }, field: 'email' },
      {
        name: 'unknown organizationType',
        body: { ...valid, organizationType: 'cult' },
        field: 'organizationType',
      },
      {
        name: 'empty organizationType',
        body: { ...valid, organizationType: '' },
        field: 'organizationType',
      },
      { name: 'unknown country', body: { ...valid, country: 'mars' }, field: 'country' },
      { name: 'unknown timeline', body: { ...valid, timeline: 'never' }, field: 'timeline' },
      {
        name: 'missing numberOfStudents',
        body: without(valid, 'numberOfStudents'),
        field: 'numberOfStudents',
      },
      {
        name: 'numberOfStudents 0',
        body: { ...valid, numberOfStudents: 0 },
        field: 'numberOfStudents',
      },
      {
        name: 'numberOfStudents as text',
        body: { ...valid, numberOfStudents: '500' },
        field: 'numberOfStudents',
      },
      {
        name: 'numberOfStudents fractional',
        body: { ...valid, numberOfStudents: 1.5 },
        field: 'numberOfStudents',
      },
      {
        name: 'missing numberOfTeachers',
        body: without(valid, 'numberOfTeachers'),
        field: 'numberOfTeachers',
      },
      {
        name: 'numberOfTeachers 0',
        body: { ...valid, numberOfTeachers: 0 },
        field: 'numberOfTeachers',
      },
      {
        name: 'numberOfSchools 0',
        body: { ...valid, numberOfSchools: 0 },
        field: 'numberOfSchools',
      },
      { name: 'no feature', body: { ...valid, features: [] }, field: 'features' },
      { name: 'missing features', body: without(valid, 'features'), field: 'features' },
      {
        name: 'unknown feature',
        body: { ...valid, features: ['sis', 'teleport'] },
        field: 'features',
      },
      { name: 'features not a list', body: { ...valid, features: 'sis' }, field: 'features' },
      {
        name: 'unknown service',
        body: { ...valid, professionalServices: ['babysitting'] },
        field: 'professionalServices',
      },
      {
        name: 'additionalInfo over 5,000',
        body: { ...valid, additionalInfo: 'x'.repeat(5001) },
        field: 'additionalInfo',
      },
    ])
  })
})

describe('POST /api/forms/contact', () => {
  it('stores a valid message and emails it to the contact inbox with line breaks kept', async () => {
    const data = { ...validContact(), name: 'Alan <img src=x onerror=alert(1)>' }
    const response = await post('contact', data)
    expect(response.status).toBe(201)
    const stored = await payload.find({
      collection: 'contact-messages',
      where: { subject: { equals: data.subject } },
    })
    expect(stored.docs[0]).toMatchObject({ ...data, status: 'new' })
    const mail = await smtp.waitFor((m) => m.subject === `Contact Form: ${data.subject}`)
    expect(mail.to).toEqual([inboxes.contact])
    expect(mail.html).toContain('Hello,<br>Do you offer discounts?<br>Thanks')
    expect(mail.html).toContain('Alan &lt;img src=x onerror=alert(1)&gt;')
    expect(mail.html).not.toContain('<img')
  })

  it('rejects each broken rule with a field error and stores nothing', async () => {
    const valid = validContact()
    await expectRejected('contact', 'contact-messages', [
      { name: 'missing name', body: without(valid, 'name'), field: 'name' },
      { name: 'missing email', body: without(valid, 'email'), field: 'email' },
      { name: 'malformed email', body: { ...valid, email: 'not-an-email' }, field: 'email' },
      { name: 'missing subject', body: without(valid, 'subject'), field: 'subject' },
      { name: 'missing message', body: without(valid, 'message'), field: 'message' },
      { name: 'blank message', body: { ...valid, message: ' \n ' }, field: 'message' },
      {
        name: 'message over 5,000',
        body: { ...valid, message: 'x'.repeat(5001) },
        field: 'message',
      },
      {
        name: 'email over 254',
        body: { ...valid, email: `${'a'.repeat(250)}@x.org` },
        field: 'email',
      },
    ])
  })
})

describe('POST /api/forms/newsletter', () => {
  it('stores the address and emails the newsletter inbox', async () => {
    const email = `reader-${unique()}@example.org`
    expect((await post('newsletter', { email })).status).toBe(201)
    const stored = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
    })
    expect(stored.docs).toHaveLength(1)
    const mail = await smtp.waitFor(
      (m) => m.subject === 'New Newsletter Subscription' && m.html.includes(email),
    )
    expect(mail.to).toEqual([inboxes.newsletter])
    expect(mail.html).toContain('Added to the newsletter subscribers list in the CMS')
  })

  it('subscribing twice (any letter case) is a success, keeps one row and sends one email', async () => {
    const email = `twice-${unique()}@example.org`
    expect((await post('newsletter', { email })).status).toBe(201)
    await smtp.waitFor((m) => m.html.includes(email))
    const again = await Promise.all([
      post('newsletter', { email: email.toUpperCase() }),
      post('newsletter', { email: ` ${email} ` }),
    ])
    expect(again.map((response) => response.status)).toEqual([201, 201])
    const stored = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
    })
    expect(stored.docs).toHaveLength(1)
    await allQueuedEmailsSent()
    expect(smtp.messages.filter((m) => m.html.includes(email))).toHaveLength(1)
  })

  it('two first subscriptions of one address at the same moment both succeed with one row', async () => {
    const email = `race-${unique()}@example.org`
    const responses = await Promise.all([
      post('newsletter', { email }),
      post('newsletter', { email }),
    ])
    expect(responses.map((response) => response.status)).toEqual([201, 201])
    expect(
      (
        await payload.find({
          collection: 'newsletter-subscribers',
          where: { email: { equals: email } },
        })
      ).docs,
    ).toHaveLength(1)
  })

  it('rejects a missing or malformed email and stores nothing', async () => {
    await expectRejected('newsletter', 'newsletter-subscribers', [
      { name: 'missing email', body: {}, field: 'email' },
      { name: 'empty email', body: { email: '' }, field: 'email' },
      { name: 'malformed email', body: { email: 'reader@@example' }, field: 'email' },
      { name: 'email not text', body: { email: ['a@b.org'] }, field: 'email' },
    ])
  })
})

describe('every form endpoint', () => {
  const forms: [string, CollectionSlug, () => object][] = [
    ['demo', 'demo-requests', validDemo],
    ['quote', 'quote-requests', validQuote],
    ['contact', 'contact-messages', validContact],
    ['newsletter', 'newsletter-subscribers', () => ({ email: `x-${unique()}@example.org` })],
  ]

  it.each(forms)(
    '%s: malformed JSON is a 400, a wrong content type a 400, a 1 MB body a 413; nothing stored',
    async (form, collection, valid) => {
      const before = await count(collection)
      const malformed = await post(form, null, { rawBody: '{"email": "a@b.org",' })
      expect(malformed.status).toBe(400)
      expect(malformed.json.errors?.body).toBe('The request body is not valid JSON.')
      const notJson = await post(form, null, {
        contentType: 'application/x-www-form-urlencoded',
        rawBody: 'email=a%40b.org',
      })
      expect(notJson.status).toBe(400)
      expect(notJson.json.errors?.body).toMatch(/JSON/)
      const textPlain = await post(form, valid(), { contentType: 'text/plain' })
      expect(textPlain.status).toBe(400)
      const huge = await post(form, { ...valid(), message: 'x'.repeat(1024 * 1024) })
      expect(huge.status).toBe(413)
      const array = await post(form, [valid()])
      expect(array.status).toBe(400)
      expect(await count(collection)).toBe(before)
    },
  )

  it.each(forms)(
    '%s: a filled honeypot is answered 201 and dropped without email',
    async (form, collection, valid) => {
      const before = await count(collection)
      const marker = `honeypot-${unique()}`
      const response = await post(form, {
        ...valid(),
        email: `${marker}@example.org`,
        website: 'http://spam.example',
      })
      expect(response.status).toBe(201)
      expect(response.json).toEqual({ ok: true })
      expect(await count(collection)).toBe(before)
      await allQueuedEmailsSent()
      expect(smtp.messages.some((m) => m.html.includes(marker))).toBe(false)
    },
  )

  it('an empty honeypot (what people send) does not block the submission', async () => {
    expect((await post('contact', { ...validContact(), website: '' })).status).toBe(201)
  })
})

describe('the source of a lead', () => {
  const noUtm = {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  }
  const noFirstTouch = { landingPage: null, referrer: null, ...noUtm, at: null }

  async function storedSource(
    collection: 'demo-requests' | 'contact-messages' | 'newsletter-subscribers',
    where: Where,
  ) {
    const { docs } = await payload.find({ collection, where, depth: 0, overrideAccess: true })
    expect(docs).toHaveLength(1)
    await payload.delete({ collection, id: docs[0].id, overrideAccess: true })
    return docs[0].source
  }

  it('is stored with the submission, each value cleaned', async () => {
    const data = validDemo()
    const at = '2026-10-01T08:30:00.000Z'
    const source = {
      landingPage: '/pricing?utm_source=news',
      referrer: 'https://partner.example/deals/2026?ref=9',
      formPage: '/demo',
      utm: {
        source: 'news\u0000letter',
        medium: 'email',
        campaign: 'c'.repeat(250),
        term: 'schools',
        content: 'hero',
      },
      firstTouch: {
        landingPage: '/',
        referrer: 'https://search.example/?q=sis',
        utm: { source: 'ads' },
        at,
      },
    }
    expect((await post('demo', { ...data, source })).status).toBe(201)
    expect(await storedSource('demo-requests', { lastName: { equals: data.lastName } })).toEqual({
      landingPage: '/pricing?utm_source=news',
      referrer: 'https://partner.example',
      formPage: '/demo',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'c'.repeat(200),
      utmTerm: 'schools',
      utmContent: 'hero',
      firstTouch: {
        ...noFirstTouch,
        landingPage: '/',
        referrer: 'https://search.example',
        utmSource: 'ads',
        at,
      },
    })
  })

  it('that cannot be read never blocks the submission: what can be read is stored, the rest dropped', async () => {
    const unreadable = validContact()
    const response = await post('contact', { ...unreadable, source: 'utm_source=x' })
    expect(response.status).toBe(201)
    expect(
      await storedSource('contact-messages', { subject: { equals: unreadable.subject } }),
    ).toEqual({
      landingPage: null,
      referrer: null,
      formPage: null,
      ...noUtm,
      firstTouch: noFirstTouch,
    })
    const partly = validContact()
    const source = {
      landingPage: 'https://evil.example/',
      referrer: ['x'],
      formPage: '/contact',
      utm: { source: { $gt: '' }, medium: 'social' },
      firstTouch: 'yes',
    }
    expect((await post('contact', { ...partly, source })).status).toBe(201)
    expect(
      await storedSource('contact-messages', { subject: { equals: partly.subject } }),
    ).toMatchObject({
      landingPage: null,
      referrer: null,
      formPage: '/contact',
      ...noUtm,
      utmMedium: 'social',
      firstTouch: noFirstTouch,
    })
  })

  it('without one from the browser, is read from the Referer: our page with its UTM values, or another site', async () => {
    const email = `referred-${unique()}@example.org`
    const fromOurPage = { referer: `${api.url}/resources?utm_source=footer&utm_campaign=winter` }
    expect((await post('newsletter', { email }, { headers: fromOurPage })).status).toBe(201)
    expect(
      await storedSource('newsletter-subscribers', { email: { equals: email } }),
    ).toMatchObject({
      landingPage: null,
      referrer: null,
      formPage: '/resources?utm_source=footer&utm_campaign=winter',
      utmSource: 'footer',
      utmCampaign: 'winter',
    })
    const message = validContact()
    expect(
      (
        await post('contact', message, {
          headers: { referer: 'https://partner.example/links?id=4' },
        })
      ).status,
    ).toBe(201)
    expect(
      await storedSource('contact-messages', { subject: { equals: message.subject } }),
    ).toMatchObject({
      referrer: 'https://partner.example',
      formPage: null,
      ...noUtm,
    })
  })
})

describe('rate limit', () => {
  afterEach(() => {
    delete process.env.FORMS_RATE_LIMIT
    delete process.env.FORMS_RATE_LIMIT_WINDOW_SECONDS
  })

  it('answers 429 with Retry-After past the per-IP limit, other IPs unaffected, and allows again after the window', async () => {
    process.env.FORMS_RATE_LIMIT = '3'
    process.env.FORMS_RATE_LIMIT_WINDOW_SECONDS = '60'
    const ip = nextIp()
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await post('contact', validContact(), { ip })).status).toBe(201)
    const before = await count('contact-messages')
    const limited = await post('contact', validContact(), { ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await count('contact-messages')).toBe(before)
    expect((await post('contact', validContact(), { ip: nextIp() })).status).toBe(201)
    // A proxy appends the real address last; what the client put first does not buy a new quota.
    expect((await post('contact', validContact(), { ip: `203.0.113.99, ${ip}` })).status).toBe(429)
    // The window ends on the database clock: moving the counter's start back a window stands in for waiting.
    const { drizzle } = payload.db as unknown as PostgresAdapter
    await drizzle.execute(
      sql`UPDATE rate_limits SET window_start = now() - interval '60 seconds' WHERE key = ${`60s:form:contact:${rateLimitClient(ip)}`}`,
    )
    expect((await post('contact', validContact(), { ip })).status).toBe(201)
  })
})

describe('SMTP outage', () => {
  it('a submission while SMTP is down is a 201, stored, and its email arrives once SMTP is back', async () => {
    await smtp.stopListening()
    const data = validContact()
    try {
      expect((await post('contact', data)).status).toBe(201)
      expect(
        (
          await payload.find({
            collection: 'contact-messages',
            where: { subject: { equals: data.subject } },
          })
        ).docs,
      ).toHaveLength(1)
      // Its email has been tried, and has failed, while SMTP was down.
      const job = () =>
        payload
          .find({
            collection: 'payload-jobs',
            where: { 'input.subject': { equals: `Contact Form: ${data.subject}` } },
            limit: 1,
          })
          .then((r) => r.docs[0])
      await expect
        .poll(async () => (await job())?.totalTried ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1)
    } finally {
      await smtp.start()
    }
    const subject = `Contact Form: ${data.subject}`
    await smtp.waitFor((m) => m.subject === subject, 15_000)
    await allQueuedEmailsSent()
    expect(smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1)
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NewsletterSubscriber } from '@/payload-types'
import type { CapturedEmail, SmtpCapture } from '../fixtures/smtpCapture'
import { startWebhookReceiver, type WebhookReceiver } from '../fixtures/webhookReceiver'
import { useOwnSmtp } from './ownSmtp'

const ENV_KEYS = ['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET', 'FORMS_RATE_LIMIT'] as const
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]))

let payload: Payload
let smtp: SmtpCapture
let restoreSmtp: () => Promise<void>
let receiver: WebhookReceiver
let api: { url: string; stop: () => Promise<void> }
let links: (typeof import('@/lib/newsletter/list'))['newsletterList']

beforeAll(async () => {
  ;({ smtp, restore: restoreSmtp } = await useOwnSmtp())
  receiver = await startWebhookReceiver()
  Object.assign(process.env, {
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: 'secret',
    FORMS_RATE_LIMIT: '1000',
  })
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  // With the queue's tick running, as the app runs it: emails and deliveries go out on their own.
  payload = await getPayload({ config, cron: true })
  links = (await import('@/lib/newsletter/list')).newsletterList
  const { formRouteHandlers } = await import('@/forms/routeHandlers')
  const { confirmHandlers, unsubscribeHandlers } = await import('@/data/optInLists/routes')
  const unsubscribe = unsubscribeHandlers(links, { getPayload: async () => payload })
  const confirm = confirmHandlers(links, { getPayload: async () => payload })
  const { startApiServer } = await import('./httpServer')
  api = await startApiServer({
    '/api/forms/newsletter': formRouteHandlers.newsletter,
    '/api/newsletter/confirm': (request) =>
      request.method === 'POST' ? confirm.POST(request) : confirm.GET(request),
    '/api/newsletter/unsubscribe': (request) =>
      request.method === 'POST' ? unsubscribe.POST(request) : unsubscribe.GET(request),
  })
}, 240_000)

afterAll(async () => {
  await api?.stop()
  await receiver?.stop()
  await restoreSmtp?.()
  for (const key of ENV_KEYS) {
    if (savedEnv[key] === undefined) delete process.env[key]
    else process.env[key] = savedEnv[key]
  }
})

let counter = 0
const newAddress = () => `reader-${Date.now()}-${++counter}@example.org`

async function subscribe(email: string, lang = 'en', extra: Record<string, unknown> = {}) {
  const response = await fetch(`${api.url}/api/forms/newsletter?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${counter}.1` },
    body: JSON.stringify({ email, ...extra }),
  })
  expect(response.status).toBe(201)
}

const subscriberOf = async (email: string): Promise<NewsletterSubscriber> =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

const confirmationTo = (email: string) =>
  smtp.waitFor((mail) => mail.to.includes(email) && /confirm/i.test(mail.subject), 20_000)

/** The confirmation link in the email, moved onto the test's API server. */
function confirmLinkIn(mail: CapturedEmail): string {
  const href = /href="([^"]*\/api\/newsletter\/confirm\?[^"]*)"/.exec(mail.html)?.[1]
  if (!href) throw new Error('no confirmation link in the email')
  const url = new URL(href.replace(/&amp;/g, '&'))
  return `${api.url}${url.pathname}${url.search}`
}

const onTestServer = (href: string) => {
  const url = new URL(href)
  return `${api.url}${url.pathname}${url.search}`
}

const listUnsubscribeUrl = (mail: CapturedEmail) =>
  /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? ''

describe('newsletter double opt-in', () => {
  it('a new subscriber is pending, with a consent record, and is emailed a confirmation link; nothing goes to the sales tools yet', async () => {
    const email = newAddress()
    await subscribe(email, 'es')
    const mail = await confirmationTo(email)
    expect(mail.subject).toBe('Confirma tu suscripción al boletín')
    const subscriber = await subscriberOf(email)
    expect(subscriber.status).toBe('pending')
    expect(subscriber.consent).toMatchObject({
      form: 'Suscripción al boletín en el pie de página',
      language: 'es',
      wording: expect.stringContaining('[Subscribe]'),
    })
    expect(Date.parse(subscriber.consent!.agreedAt!)).not.toBeNaN()
    expect(
      (
        await payload.count({
          collection: 'lead-deliveries',
          where: { form: { equals: 'newsletter' }, submissionId: { equals: subscriber.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it("opening the link only shows the page (a mail scanner confirms nothing); its button's POST confirms and delivers to the sales tools", async () => {
    const email = newAddress()
    await subscribe(email)
    const link = confirmLinkIn(await confirmationTo(email))
    // What a mail gateway does with every link of an incoming message: a plain GET, twice.
    for (let scan = 0; scan < 2; scan++) {
      const opened = await fetch(link, { redirect: 'manual' })
      expect(opened.status).toBe(303)
      const page = new URL(opened.headers.get('location')!)
      expect(page.pathname).toBe('/newsletter/confirmation')
      expect(page.searchParams.get('token')).toBe(new URL(link).searchParams.get('token'))
      expect(page.searchParams.has('result')).toBe(false)
    }
    expect((await subscriberOf(email)).status).toBe('pending')
    const response = await fetch(link, { method: 'POST', redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(
      new URL(response.headers.get('location')!).pathname +
        new URL(response.headers.get('location')!).search,
    ).toBe('/newsletter/confirmation?result=confirmed')
    const subscriber = await subscriberOf(email)
    expect(subscriber.status).toBe('confirmed')
    await expect
      .poll(() => receiver.received.filter((request) => request.rawBody.includes(email)).length, {
        timeout: 15_000,
      })
      .toBe(1)
    const body = JSON.parse(
      receiver.received.find((request) => request.rawBody.includes(email))!.rawBody,
    )
    expect(body).toMatchObject({ id: subscriber.id, type: 'newsletter', data: { email } })
  })

  it('an address already confirmed gets no second email when it subscribes again', async () => {
    const email = newAddress()
    await subscribe(email)
    await fetch(confirmLinkIn(await confirmationTo(email)), { method: 'POST', redirect: 'manual' })
    expect((await subscriberOf(email)).status).toBe('confirmed')
    await subscribe(email)
    // A marker email queued after the second subscription: once it has arrived, anything the
    // second subscription queued would have too.
    const { queueEmail } = await import('@/lib/email')
    await queueEmail(payload, {
      to: 'marker@example.org',
      subject: `after ${email}`,
      html: '<p>m</p>',
    })
    await smtp.waitFor((mail) => mail.subject === `after ${email}`, 20_000)
    expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1)
  })

  it('a link older than 7 days, or with a changed token, confirms nothing', async () => {
    const email = newAddress()
    await subscribe(email)
    const subscriber = await subscriberOf(email)
    const old = links.confirmUrl(subscriber, Date.now() - 7 * 24 * 60 * 60 * 1000 - 60_000)
    const post = { method: 'POST', redirect: 'manual' } as const
    const expired = await fetch(onTestServer(old), post)
    expect(expired.headers.get('location')).toMatch(/\/newsletter\/confirmation\?result=expired$/)
    const forged = onTestServer(links.confirmUrl(subscriber)).replace(/token=[^&]+/, 'token=AAAA')
    expect((await fetch(forged, post)).headers.get('location')).toMatch(/result=expired$/)
    // A link sent before the credential had its name (`t`) still confirms.
    const legacy = onTestServer(links.confirmUrl(subscriber)).replace('token=', 't=')
    expect((await fetch(legacy, post)).headers.get('location')).toMatch(/result=confirmed$/)
    expect((await subscriberOf(email)).status).toBe('confirmed')
    await payload.update({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { status: 'pending' },
      depth: 0,
      context: { skipNewsletterConfirmation: true },
    })
    expect((await subscriberOf(email)).status).toBe('pending')
  })

  it('every email to a subscriber carries an unsubscribe link and the one-click List-Unsubscribe headers', async () => {
    const email = newAddress()
    await subscribe(email)
    const mail = await confirmationTo(email)
    const subscriber = await subscriberOf(email)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(listUnsubscribeUrl(mail)).toBe(links.oneClickUnsubscribeUrl(subscriber))
    expect(mail.html.replace(/&amp;/g, '&')).toContain(links.unsubscribePageUrl(subscriber))
  })

  it('a one-click POST to the List-Unsubscribe URL unsubscribes, with no session and no page', async () => {
    const email = newAddress()
    await subscribe(email)
    const url = onTestServer(listUnsubscribeUrl(await confirmationTo(email)))
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect((await subscriberOf(email)).status).toBe('unsubscribed')
    // A GET of the same URL only shows the page, with its button.
    const get = await fetch(url, { redirect: 'manual' })
    expect(get.status).toBe(303)
    expect(get.headers.get('location')).toMatch(/\/newsletter\/unsubscribe\?s=\d+&token=/)
  })

  it('a GET of the List-Unsubscribe URL unsubscribes nobody, and a forged token is refused', async () => {
    const email = newAddress()
    await subscribe(email)
    const url = onTestServer(listUnsubscribeUrl(await confirmationTo(email)))
    await fetch(url, { redirect: 'manual' })
    expect((await subscriberOf(email)).status).toBe('pending')
    const forged = url.replace(/token=[^&]+/, 'token=AAAA')
    expect(
      (await fetch(forged, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status,
    ).toBe(404)
    expect((await subscriberOf(email)).status).toBe('pending')
  })
})

/** Runs the queue until no email to `address` is left in it: each one queued so far has gone out. */
async function emailsQueuedSoFarSent(address: string) {
  const { runDueJobs } = await import('@/lib/email')
  const queued = () =>
    payload
      .count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendEmail' }, 'input.to': { equals: address } },
        overrideAccess: true,
      })
      .then((result) => result.totalDocs)
  await expect
    .poll(async () => (await runDueJobs(payload), queued()), { timeout: 20_000, interval: 100 })
    .toBe(0)
}

const confirmationsTo = (email: string) =>
  smtp.messages.filter((mail) => mail.to.includes(email) && /confirm/i.test(mail.subject))

describe('subscribing again', () => {
  it('an unsubscribed address that subscribes again is pending with a fresh consent record and gets a new confirmation email, whose link confirms', async () => {
    const email = newAddress()
    await subscribe(email, 'en', { page: '/pricing' })
    const first = await subscriberOf(email)
    await fetch(onTestServer(listUnsubscribeUrl(await confirmationTo(email))), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    })
    expect((await subscriberOf(email)).status).toBe('unsubscribed')

    const resubscribedAt = Date.now()
    await subscribe(email, 'es', { page: '/es/blog' })
    const again = await subscriberOf(email)
    expect(again).toMatchObject({ id: first.id, status: 'pending', unsubscribedAt: null })
    expect(again.consent).toMatchObject({
      page: '/es/blog',
      language: 'es',
      form: 'Suscripción al boletín en el pie de página',
    })
    // A fresh record: agreed to by the second request, not kept from the first.
    expect(Date.parse(again.consent!.agreedAt!)).toBeGreaterThanOrEqual(resubscribedAt)
    const second = await smtp.waitFor(
      (mail) => mail.to.includes(email) && mail.subject === 'Confirma tu suscripción al boletín',
      20_000,
    )
    await fetch(confirmLinkIn(second), { method: 'POST', redirect: 'manual' })
    expect((await subscriberOf(email)).status).toBe('confirmed')
  })

  it('a pending address gets a new confirmation email once its last one is over 5 minutes old, and none sooner', async () => {
    const email = newAddress()
    await subscribe(email)
    const first = await confirmationTo(email)
    await subscribe(email)
    await emailsQueuedSoFarSent(email)
    expect(confirmationsTo(email)).toHaveLength(1)

    const subscriber = await subscriberOf(email)
    const sixMinutesAgo = new Date(Date.now() - 6 * 60 * 1000).toISOString()
    await payload.db.updateOne({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      data: { consent: { ...subscriber.consent, agreedAt: sixMinutesAgo } },
      returning: false,
    })
    await subscribe(email)
    await smtp.waitFor((mail) => mail.to.includes(email) && mail !== first, 20_000)
    await emailsQueuedSoFarSent(email)
    expect(confirmationsTo(email)).toHaveLength(2)
    const renewed = await subscriberOf(email)
    expect(renewed.status).toBe('pending')
    expect(Date.parse(renewed.consent!.agreedAt!)).toBeGreaterThan(Date.parse(sixMinutesAgo))
  })
})

describe("the consent record's page", () => {
  it('keeps the page the form was sent from, when it is a path of this site', async () => {
    const email = newAddress()
    await subscribe(email, 'en', { page: '/pricing' })
    expect((await subscriberOf(email)).consent?.page).toBe('/pricing')
  })

  it('keeps no page that is not a path of this site, and still subscribes', async () => {
    for (const page of [
      'https://elsewhere.example/pricing',
      '//elsewhere.example/x',
      '/\\elsewhere.example',
    ]) {
      const email = newAddress()
      await subscribe(email, 'en', { page })
      const subscriber = await subscriberOf(email)
      expect(subscriber.status, page).toBe('pending')
      expect(subscriber.consent?.page, page).toBeNull()
    }
  })
})

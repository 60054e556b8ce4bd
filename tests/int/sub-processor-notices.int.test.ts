import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubProcessor } from '@/payload-types'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { useOwnSmtp } from './ownSmtp'

/*
 * The change notice of the sub-processor list: a save that touches the published list queues a
 * job, which compares the list with the latest notice's and, when they differ, stores one notice
 * and emails each confirmed subscriber once, in their language.
 */

let payload: Payload
let smtp: SmtpCapture
let restoreSmtp: () => Promise<void>
let runDueJobs: typeof import('@/lib/email').runDueJobs
let announceChanges: typeof import('@/lib/subProcessors/announce').announceChanges

// No Next server to revalidate in; the notice hook still runs.
const context = { disableRevalidate: true }
const run = `${Date.now().toString(36)}`
const address = (name: string) => `${name}-${run}@ministry.example`
const READERS = {
  en: address('reader-en'),
  es: address('lector-es'),
  pending: address('pending'),
  gone: address('gone'),
}
const NOTICE_SUBJECTS = [
  'Our sub-processor list has changed',
  'Nuestra lista de subencargados del tratamiento ha cambiado',
]

const noticesTo = (email: string) =>
  smtp.messages.filter((mail) => mail.to.includes(email) && NOTICE_SUBJECTS.includes(mail.subject))
const noticeCount = async () =>
  (await payload.count({ collection: 'sub-processor-notices', overrideAccess: true })).totalDocs
const latestNotice = async () =>
  (
    await payload.find({
      collection: 'sub-processor-notices',
      sort: ['-announcedAt', '-id'],
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/** Runs the queue until no announcement and no email to the readers is left in it. */
async function settle() {
  const waiting = async () =>
    (
      await payload.count({
        collection: 'payload-jobs',
        where: {
          or: [
            { taskSlug: { equals: 'announceSubProcessorChanges' } },
            {
              and: [
                { taskSlug: { equals: 'sendEmail' } },
                { 'input.to': { in: Object.values(READERS) } },
              ],
            },
          ],
        },
        overrideAccess: true,
      })
    ).totalDocs
  const deadline = Date.now() + 30_000
  for (;;) {
    await runDueJobs(payload)
    if ((await waiting()) === 0) return
    if (Date.now() > deadline) throw new Error('jobs still queued after 30 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function publishNew(name: string): Promise<SubProcessor> {
  const doc = await payload.create({
    collection: 'sub-processors',
    locale: 'en',
    data: {
      name,
      purpose: 'Video calls with customers',
      dataLocation: 'European Union (Ireland)',
      since: '2026-11-01T12:00:00.000Z',
      _status: 'published',
    },
    context,
    overrideAccess: true,
    depth: 0,
  })
  // The translation, a moment later: a second save of the same change.
  return payload.update({
    collection: 'sub-processors',
    id: doc.id,
    locale: 'es',
    data: {
      purpose: 'Videollamadas con clientes',
      dataLocation: 'Unión Europea (Irlanda)',
      _status: 'published',
    },
    context,
    overrideAccess: true,
    depth: 0,
  })
}

beforeAll(async () => {
  ;({ smtp, restore: restoreSmtp } = await useOwnSmtp())
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config, cron: true })
  ;({ runDueJobs } = await import('@/lib/email'))
  ;({ announceChanges } = await import('@/lib/subProcessors/announce'))
  const subscriber = (
    email: string,
    language: 'en' | 'es',
    status: 'pending' | 'confirmed' | 'unsubscribed',
  ) =>
    payload.create({
      collection: 'trust-subscribers',
      data: { email, language, status },
      overrideAccess: true,
      depth: 0,
    })
  await subscriber(READERS.en, 'en', 'confirmed')
  await subscriber(READERS.es, 'es', 'confirmed')
  await subscriber(READERS.pending, 'en', 'pending')
  await subscriber(READERS.gone, 'en', 'unsubscribed')
  // Whatever the database holds already is the baseline this file compares with.
  await announceChanges(payload)
  await settle()
  smtp.clear()
}, 240_000)

afterAll(async () => {
  await restoreSmtp?.()
})

describe('sub-processor change notices', () => {
  let zoom: SubProcessor

  it('a new published sub-processor makes one notice and one email per confirmed subscriber, in their language', async () => {
    const before = await noticeCount()
    zoom = await publishNew(`Zoom ${run}`)
    await settle()
    expect(await noticeCount()).toBe(before + 1)
    const notice = await latestNotice()
    expect(notice).toMatchObject({ added: [zoom.name], removed: [], changed: [], emailed: 2 })
    expect((notice.list as { name: string }[]).map((entry) => entry.name)).toContain(zoom.name)

    const [english] = noticesTo(READERS.en)
    const [spanish] = noticesTo(READERS.es)
    expect(noticesTo(READERS.en)).toHaveLength(1)
    expect(noticesTo(READERS.es)).toHaveLength(1)
    expect(english.subject).toBe('Our sub-processor list has changed')
    expect(english.html).toContain(
      `${zoom.name}: Video calls with customers (European Union (Ireland))`,
    )
    expect(english.html).toContain('/trust/sub-processors"')
    expect(spanish.subject).toBe('Nuestra lista de subencargados del tratamiento ha cambiado')
    expect(spanish.html).toContain(
      `${zoom.name}: Videollamadas con clientes (Unión Europea (Irlanda))`,
    )
    expect(spanish.html).toContain('/es/trust/sub-processors"')
    // Each carries its own way out: the footer's link and the one-click headers.
    for (const mail of [english, spanish]) {
      expect(mail.html).toMatch(/trust\/sub-processors\/unsubscribe\?s=\d+&amp;token=/)
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<.*\/api\/trust\/sub-processors\/unsubscribe\?s=\d+&token=[^>]+>$/,
      )
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    }
    expect(noticesTo(READERS.pending)).toHaveLength(0)
    expect(noticesTo(READERS.gone)).toHaveLength(0)
  })

  it('a draft saved over a published sub-processor changes nothing', async () => {
    const before = await noticeCount()
    await payload.update({
      collection: 'sub-processors',
      id: zoom.id,
      locale: 'en',
      data: { dataLocation: 'United States', _status: 'draft' },
      draft: true,
      context,
      overrideAccess: true,
    })
    await settle()
    expect(await noticeCount()).toBe(before)
    expect(noticesTo(READERS.en)).toHaveLength(1)
  })

  it('publishing it again unchanged changes nothing', async () => {
    const before = await noticeCount()
    await payload.update({
      collection: 'sub-processors',
      id: zoom.id,
      locale: 'en',
      data: { dataLocation: 'European Union (Ireland)', _status: 'published' },
      context,
      overrideAccess: true,
    })
    await settle()
    expect(await noticeCount()).toBe(before)
    expect(noticesTo(READERS.en)).toHaveLength(1)
  })

  it('several announcements of one change, run at once, make one notice', async () => {
    const before = await noticeCount()
    await payload.update({
      collection: 'sub-processors',
      id: zoom.id,
      locale: 'en',
      data: { dataLocation: 'United States (Oregon)', _status: 'published' },
      // Queued below instead, three times over.
      context: { ...context, skipSubProcessorNotice: true },
      overrideAccess: true,
    })
    for (let index = 0; index < 3; index++)
      await payload.jobs.queue({
        task: 'announceSubProcessorChanges',
        input: { reason: `test ${index}` },
      })
    await settle()
    expect(await noticeCount()).toBe(before + 1)
    expect(await latestNotice()).toMatchObject({ added: [], removed: [], changed: [zoom.name] })
    expect(noticesTo(READERS.en)).toHaveLength(2)
    expect(noticesTo(READERS.es)).toHaveLength(2)
  })

  it('unpublishing it makes a notice that says it was removed', async () => {
    const before = await noticeCount()
    await payload.update({
      collection: 'sub-processors',
      id: zoom.id,
      data: { _status: 'draft' },
      context,
      overrideAccess: true,
    })
    await settle()
    expect(await noticeCount()).toBe(before + 1)
    const notice = await latestNotice()
    expect(notice).toMatchObject({ added: [], removed: [zoom.name], changed: [] })
    expect((notice.list as { name: string }[]).map((entry) => entry.name)).not.toContain(zoom.name)
    const last = noticesTo(READERS.en).at(-1)!
    expect(noticesTo(READERS.en)).toHaveLength(3)
    expect(last.html).toContain('Removed')
    expect(last.html).toContain(zoom.name)
  })

  it('deleting a published one makes a notice too; deleting a draft does not', async () => {
    const other = await publishNew(`Calendly ${run}`)
    await settle()
    const before = await noticeCount()
    await payload.delete({
      collection: 'sub-processors',
      id: zoom.id,
      context,
      overrideAccess: true,
    })
    await settle()
    expect(await noticeCount()).toBe(before)
    await payload.delete({
      collection: 'sub-processors',
      id: other.id,
      context,
      overrideAccess: true,
    })
    await settle()
    expect(await noticeCount()).toBe(before + 1)
    expect(await latestNotice()).toMatchObject({ removed: [other.name] })
  })
})

describe('the subscription to sub-processor changes', () => {
  const confirmationsTo = (email: string) =>
    smtp.messages.filter((mail) => mail.to.includes(email) && /confirm/i.test(mail.subject))

  async function send(email: string, lang: 'en' | 'es' = 'en') {
    const { submitForm } = await import('@/forms/submitForm')
    const { subProcessorUpdatesDoor } = await import('@/forms/subProcessorUpdates')
    const outcome = await submitForm(
      { email, page: '/trust/sub-processors', website: '' },
      { ip: `10.77.${Math.floor(Math.random() * 250)}.1`, locale: lang },
      subProcessorUpdatesDoor,
    )
    await runDueJobs(payload)
    return outcome
  }
  const subscriberOf = async (email: string) =>
    (
      await payload.find({
        collection: 'trust-subscribers',
        where: { email: { equals: email } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]

  it('answers the same whether the address is new, pending or confirmed, and sends a confirmation only when one is due', async () => {
    const email = address('Officer')
    const lower = email.toLowerCase()
    expect(await send(email, 'es')).toEqual({ kind: 'accepted' })
    const first = await smtp.waitFor(
      (mail) =>
        mail.to.includes(lower) &&
        mail.subject === 'Confirme su suscripción: cambios de subencargados',
      20_000,
    )
    expect(first.html).toMatch(/\/api\/trust\/sub-processors\/confirm\?s=\d+&amp;e=\d+&amp;token=/)
    expect(await subscriberOf(lower)).toMatchObject({
      status: 'pending',
      language: 'es',
      consent: { page: '/trust/sub-processors' },
    })

    // Again at once: the same answer, no second email.
    expect(await send(email)).toEqual({ kind: 'accepted' })
    // Again after the last link is a few minutes old: a fresh link.
    const subscriber = await subscriberOf(lower)
    await payload.update({
      collection: 'trust-subscribers',
      id: subscriber.id,
      data: {
        consent: {
          ...subscriber.consent,
          agreedAt: new Date(Date.now() - 6 * 60_000).toISOString(),
        },
      },
      overrideAccess: true,
    })
    expect(await send(email)).toEqual({ kind: 'accepted' })
    await expect.poll(() => confirmationsTo(lower).length, { timeout: 20_000 }).toBe(2)

    // Opening the link confirms; a confirmed address subscribing again is told the same and sent nothing.
    const { confirmSubscription } = (await import('@/lib/subProcessors/list')).subProcessorList
    const href = /href="([^"]*\/api\/trust\/sub-processors\/confirm\?[^"]*)"/
      .exec(confirmationsTo(lower).at(-1)!.html)![1]
      .replace(/&amp;/g, '&')
    const query = new URL(href).searchParams
    expect(
      await confirmSubscription(payload, {
        s: query.get('s'),
        e: query.get('e'),
        token: query.get('token'),
      }),
    ).toMatchObject({ status: 'confirmed' })
    expect(await send(email)).toEqual({ kind: 'accepted' })
    expect(confirmationsTo(lower)).toHaveLength(2)
  })

  it('a newsletter link never confirms a sub-processor subscription', async () => {
    const email = address('crossed')
    await send(email)
    const subscriber = await subscriberOf(email)
    const { confirmToken } = (await import('@/lib/newsletter/list')).newsletterList.tokens
    const { confirmSubscription } = (await import('@/lib/subProcessors/list')).subProcessorList
    const expires = Date.now() + 60_000
    expect(
      await confirmSubscription(payload, {
        s: String(subscriber.id),
        e: String(expires),
        token: confirmToken(subscriber, expires),
      }),
    ).toBeNull()
    expect((await subscriberOf(email)).status).toBe('pending')
  })

  it('the confirm link shows the confirmation page, whose POST confirms; the one-click unsubscribe POST unsubscribes, a GET only shows the page', async () => {
    const email = address('leaving')
    await send(email, 'es')
    const subscriber = await subscriberOf(email)
    const links = (await import('@/lib/subProcessors/list')).subProcessorList
    const { confirmHandlers, unsubscribeHandlers } = await import('@/data/optInLists/routes')
    const options = { getPayload: async () => payload }
    const opened = await confirmHandlers(links, options).GET(
      new Request(links.confirmUrl(subscriber)),
    )
    expect(opened.headers.get('location')).toMatch(
      /\/es\/trust\/sub-processors\/confirmation\?s=\d+&e=\d+&token=/,
    )
    expect((await subscriberOf(email)).status).toBe('pending')
    const confirmed = await confirmHandlers(links, options).POST(
      new Request(links.confirmUrl(subscriber), { method: 'POST' }),
    )
    expect(confirmed.status).toBe(303)
    expect(
      new URL(confirmed.headers.get('location')!).pathname +
        new URL(confirmed.headers.get('location')!).search,
    ).toBe('/es/trust/sub-processors/confirmation?result=confirmed')
    expect((await subscriberOf(email)).status).toBe('confirmed')

    const unsubscribe = unsubscribeHandlers(links, options)
    const oneClick = links.oneClickUnsubscribeUrl(subscriber)
    const shown = await unsubscribe.GET(new Request(oneClick))
    expect(shown.headers.get('location')).toMatch(
      /\/es\/trust\/sub-processors\/unsubscribe\?s=\d+&token=/,
    )
    expect((await subscriberOf(email)).status).toBe('confirmed')
    const forged = await unsubscribe.POST(
      new Request(oneClick.replace(/token=[^&]+/, 'token=AAAA'), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(forged.status).toBe(404)
    const done = await unsubscribe.POST(
      new Request(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    )
    expect(done.status).toBe(200)
    expect(await subscriberOf(email)).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: expect.any(String),
    })
  })

  it('the privacy tool finds a subscriber by address, whatever its case, and erases it', async () => {
    const email = address('erase-me')
    await send(email)
    const { findPersonalRecords } = await import('@/lib/privacy/records')
    const { erasePersonalRecords } = await import('@/lib/privacy/erase')
    const found = await findPersonalRecords(payload, email.toUpperCase())
    expect(found.filter((record) => record.collection === 'trust-subscribers')).toHaveLength(1)
    expect(await erasePersonalRecords(payload, email)).toMatchObject({
      'trust-subscribers deleted': 1,
    })
    expect(await subscriberOf(email)).toBeUndefined()
  })
})

import pg from 'pg'
import type { Faq, Media, PricingTier } from '../../../src/payload-types'
import { appEnvironment, startServer, type AppServer } from '../../fixtures/app'
import { databaseFromTemplate } from '../../fixtures/databaseTemplates'
import { startTestEnvironment, type TestEnvironment } from '../../fixtures/environment'
import { PIXEL_PNG } from '../../fixtures/httpFixture'
import { startRedis, type RedisFixture } from '../../fixtures/redis'
import { startS3, type S3Fixture } from '../../fixtures/s3'
import { startVarnish, varnishPort, type VarnishFixture } from '../../fixtures/varnish'
import { api, findOne } from '../cmsApi'
import { fetchPage } from '../pageCache'
import { expect, test } from './test'
import { signInOverRest } from '../twoFactor'

// Two instances of one build behind an imaginary load balancer (TRUSTED_PROXY_HOPS=1), sharing
// one PostgreSQL, one Redis and one S3 bucket (docs/deploying.md, several instances); and
// behind one Varnish (deploy/varnish/default.vcl, both in its director), where they purge.
const QUESTION = 'How do we get started with the platform?'

let environment: TestEnvironment
let redis: RedisFixture
let s3: S3Fixture
let a: AppServer
let b: AppServer
let varnish: VarnishFixture
let token: string

/** Email jobs in the shared queue not yet finished (finished jobs are removed). */
async function unfinishedEmailJobs(): Promise<number> {
  const client = new pg.Client({ connectionString: environment.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM payload_jobs WHERE task_slug = 'sendEmail' AND completed_at IS NULL`,
    )
    return Number(rows[0].count)
  } finally {
    await client.end()
  }
}

const METRICS_TOKEN = 'metrics-token-of-the-two-instances'

/** A page from one instance, and whether that instance served it from the shared cache. */
async function page(server: AppServer, path: string) {
  const { response, html, cached } = await fetchPage(path, {
    baseUrl: server.baseUrl,
    metricsToken: METRICS_TOKEN,
  })
  return { status: response.status, html, cached }
}

/** Both instances have /faqs and /pricing in the shared cache. */
async function warm() {
  for (const server of [a, b]) {
    for (const path of ['/faqs', '/pricing']) {
      await expect
        .poll(async () => (await page(server, path)).cached, { timeout: 15_000 })
        .toBe(true)
    }
  }
}

/** Edits an FAQ answer and the Basic price through instance A, and waits until B shows both. */
async function editThroughA(): Promise<{ answer: string; price: string }> {
  const faq = await findOne<Faq>(token, 'faqs', 'question', QUESTION, a.baseUrl)
  const basic = await findOne<PricingTier>(token, 'pricing-tiers', 'name', 'Basic', a.baseUrl)
  const answer = `Shared answer ${Date.now()}`
  const cents = 100 + Math.floor(Math.random() * 800)
  await api(token, 'PATCH', `/faqs/${faq.id}`, { answer, _status: 'published' }, a.baseUrl)
  await api(
    token,
    'PATCH',
    `/pricing-tiers/${basic.id}`,
    { price: cents / 100, _status: 'published' },
    a.baseUrl,
  )
  const price = `$${(cents / 100).toFixed(2)}`
  await expect
    .poll(async () => (await page(b, '/faqs')).html, { timeout: 5_000, intervals: [50] })
    .toContain(answer)
  await expect
    .poll(async () => (await page(b, '/pricing')).html, { timeout: 5_000, intervals: [50] })
    .toContain(price)
  return { answer, price }
}

test.describe('two instances, one Redis, one database, one bucket', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    ;[environment, redis, s3] = await Promise.all([
      startTestEnvironment({ database: databaseFromTemplate('seeded') }),
      startRedis(),
      startS3(),
    ])
    const purgePort = await varnishPort()
    const env = appEnvironment(environment, {
      ...s3.env,
      REDIS_URL: redis.url,
      TRUSTED_PROXY_HOPS: '1',
      METRICS_TOKEN,
      VARNISH_PURGE_URL: `http://127.0.0.1:${purgePort}/`,
    })
    delete env.SERVER_URL
    ;[a, b] = await Promise.all([
      startServer(env, { quiet: true }),
      startServer(env, { quiet: true }),
    ])
    varnish = await startVarnish(
      purgePort,
      ...[a, b].map((server) => Number(new URL(server.baseUrl).port)),
    )
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      a.baseUrl,
    )
  })

  test.afterAll(async () => {
    await varnish?.stop()
    await Promise.all([a?.stop(), b?.stop()])
    await Promise.all([redis?.stop(), s3?.stop()])
    await environment?.stop()
  })

  test('an FAQ and a price edited through instance A show on instance B', async () => {
    await warm()
    await editThroughA()
    // The change is in the shared cache now: B serves it from there again.
    await expect.poll(async () => (await page(b, '/faqs')).cached, { timeout: 15_000 }).toBe(true)
  })

  test('behind one Varnish, an FAQ edited through either instance shows through it, and other pages stay cached', async () => {
    const throughVarnish = async (path: string) => {
      const response = await fetch(`${varnish.url}${path}`)
      return { html: await response.text(), cache: response.headers.get('x-cache') }
    }
    // The other page is one no edit in this file touches: an edited page (the last test's
    // /pricing) gets a second purge a second after the save (purgeVarnish), which would race.
    for (const editor of [a, b]) {
      for (const path of ['/faqs', '/company']) {
        await expect
          .poll(async () => (await throughVarnish(path)).cache, { timeout: 15_000 })
          .toBe('HIT')
      }
      const faq = await findOne<Faq>(token, 'faqs', 'question', QUESTION, editor.baseUrl)
      const answer = `Answer through Varnish ${Date.now()}`
      await api(token, 'PATCH', `/faqs/${faq.id}`, { answer, _status: 'published' }, editor.baseUrl)
      // The page's s-maxage is a year: only the editing instance's purge can bring this, and the
      // instance Varnish asks next (either) must not answer from an entry the edit expired.
      await expect
        .poll(async () => (await throughVarnish('/faqs')).html, { timeout: 5_000, intervals: [50] })
        .toContain(answer)
      expect((await throughVarnish('/company')).cache).toBe('HIT')
    }
  })

  test('with Redis down both instances keep answering, and after it returns edits show on both', async () => {
    await warm()
    await redis.stop()
    for (const server of [a, b]) {
      for (const path of ['/faqs', '/pricing', '/'])
        expect((await page(server, path)).status, `${path} with Redis down`).toBe(200)
    }
    // A publish while Redis is away: seen at once (pages render uncached), and not undone by
    // the entries Redis still holds from before when it returns.
    const duringOutage = await editThroughA()
    await redis.start()
    for (const server of [a, b]) {
      await expect
        .poll(async () => (await page(server, '/faqs')).html, { timeout: 15_000 })
        .toContain(duringOutage.answer)
    }
    // Served from Redis again once the clients have reconnected, and still the new answer.
    await warm()
    for (const server of [a, b])
      expect((await page(server, '/faqs')).html).toContain(duringOutage.answer)
    const afterReturn = await editThroughA()
    expect((await page(a, '/faqs')).html).toContain(afterReturn.answer)
  })

  test('contact submissions spread over both instances: each stored once and emailed once', async () => {
    // Enough to keep both instances' job runners claiming at once; load figures are the bench's.
    const COUNT = 60
    const marker = `two-instances-${Date.now()}`
    const statuses = await Promise.all(
      Array.from({ length: COUNT }, async (_, index) => {
        const response = await fetch(`${(index % 2 ? b : a).baseUrl}/api/forms/contact`, {
          method: 'POST',
          // Behind the load balancer each visitor has an address of their own.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index}` },
          body: JSON.stringify({
            name: 'Two Instances',
            email: 'pair@example.org',
            subject: `${marker} ${index}`,
            message: 'Sent to one of two instances.',
          }),
        })
        return response.status
      }),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(COUNT)
    const stored = await api<{ totalDocs: number }>(
      token,
      'GET',
      `/contact-messages?where[subject][like]=${marker}&limit=0`,
      undefined,
      a.baseUrl,
    )
    expect(stored.totalDocs).toBe(COUNT)
    // Once no email job is left waiting or running, every send has happened: a duplicate would be there by now.
    await expect.poll(() => unfinishedEmailJobs(), { timeout: 120_000, intervals: [500] }).toBe(0)
    const subjects = environment.smtp.messages
      .map((message) => message.subject)
      .filter((subject) => subject.includes(marker))
    expect(subjects).toHaveLength(COUNT)
    expect(new Set(subjects).size).toBe(COUNT)
  })

  test('one visitor alternating between the instances is limited after the limit, not twice it', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 12; index++) {
      const response = await fetch(`${(index % 2 ? b : a).baseUrl}/api/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.99' },
        body: JSON.stringify({ email: `alternating-${index}@example.org` }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  test('an image uploaded through instance A is served by instance B from the bucket', async () => {
    const form = new FormData()
    form.append('file', new Blob([PIXEL_PNG], { type: 'image/png' }), `shared-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Uploaded through instance A' }))
    const response = await fetch(`${a.baseUrl}/api/media`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    const body = await response.text()
    expect(response.status, body).toBe(201)
    const { doc } = JSON.parse(body) as { doc: Media }
    // The URL names instance A's origin (its SERVER_URL); ask instance B for the same path.
    const served = await fetch(`${b.baseUrl}${new URL(doc.url!, a.baseUrl).pathname}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(PIXEL_PNG)).toBe(true)
  })
})

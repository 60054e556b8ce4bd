import type { Faq, NewsletterSubscriber, Page as CmsPage } from '../../../src/payload-types'
import type { LeadBody } from '../../../src/lib/leads/leadBody'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { startVarnish, varnishPort, type VarnishFixture } from '../../fixtures/varnish'
import { startWebhookReceiver, type WebhookReceiver } from '../../fixtures/webhookReceiver'
import { api } from '../cmsApi'
import { unique } from '../forms'
import { expect, test } from './test'
import { signInOverRest } from '../twoFactor'

// Varnish (deploy/varnish/default.vcl) in front of a production server of its own, which sends
// its invalidations there (VARNISH_PURGE_URL) and trusts the one proxy hop Varnish appends. Its
// leads go to a webhook receiver, and its access log is read for the URLs it was asked for.
let varnish: VarnishFixture
let app: Awaited<ReturnType<typeof startIsolatedServer>>
let token: string
let receiver: WebhookReceiver
const appLog: string[] = []

/** Whether the app's access log shows a GET of this path and query. */
const appSaw = (path: string) =>
  appLog.some((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; method?: string; path?: string }
      return entry.msg === 'request' && entry.method === 'GET' && entry.path === path
    } catch {
      return false
    }
  })

/** The lead the webhook received for this email address, once it arrives. */
async function webhookFor(email: string): Promise<LeadBody> {
  const find = () =>
    receiver.received
      .map((request) => JSON.parse(request.rawBody) as LeadBody)
      .find((body) => body.data.email === email)
  await expect.poll(() => Boolean(find()), { timeout: 20_000 }).toBe(true)
  return find()!
}

const utm = (
  values: Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>,
) => ({
  source: null,
  medium: null,
  campaign: null,
  term: null,
  content: null,
  ...values,
})

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${varnish.url}${path}`, { headers, redirect: 'manual' })
  return {
    status: response.status,
    html: await response.text(),
    cache: response.headers.get('x-cache'),
    age: Number(response.headers.get('age') ?? 0),
    cacheControl: response.headers.get('cache-control') ?? '',
  }
}

/** Asked until Varnish answers it from its store (the first ask fills it). */
async function warm(path: string) {
  await expect.poll(async () => (await get(path)).cache, { timeout: 15_000 }).toBe('HIT')
}

test.describe('Varnish in front of the app', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    const port = await varnishPort()
    receiver = await startWebhookReceiver()
    app = await startIsolatedServer(
      {
        VARNISH_PURGE_URL: `http://127.0.0.1:${port}/`,
        TRUSTED_PROXY_HOPS: '1',
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: 'varnish-e2e-secret',
      },
      { seed: true, onOutput: (line) => appLog.push(line) },
    )
    varnish = await startVarnish(port, Number(new URL(app.baseUrl).port))
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      app.baseUrl,
    )
  })

  test.afterAll(async () => {
    await varnish?.stop()
    await app?.stop()
    await receiver?.stop()
  })

  test('a page is served from Varnish on its second request', async () => {
    const first = await get('/pricing')
    expect(first.status).toBe(200)
    expect(first.cacheControl).toMatch(/\bs-maxage=\d+/)
    const second = await get('/pricing')
    expect(second.cache).toBe('HIT')
    expect(second.html).toBe(first.html)
  })

  test('an FAQ published in the CMS shows on /faqs through Varnish at once, and other pages stay cached', async () => {
    await Promise.all(['/faqs', '/', '/pricing'].map(warm))
    const question = `Does Varnish forget this page at once? ${Date.now()}`
    await api<{ doc: Faq }>(
      token,
      'POST',
      '/faqs',
      {
        category: 'getting-started',
        question,
        answer: 'Yes, by its tag.',
        order: 99,
        _status: 'published',
      },
      app.baseUrl,
    )
    // The page's s-maxage is a year: only the purge can bring the new FAQ this soon. How soon is
    // the bench's to measure (`npm run bench`), not a noisy test machine's.
    await expect
      .poll(async () => (await get('/faqs')).html, { timeout: 5_000, intervals: [50] })
      .toContain(question)
    for (const path of ['/', '/pricing']) {
      const page = await get(path)
      expect(page.cache, path).toBe('HIT')
      expect(page.html, path).not.toContain(question)
    }
  })

  test('a page that starts listing FAQs is stored under their tag: the next FAQ publish purges it', async () => {
    const path = `lists-faqs-later-${Date.now()}`
    const { doc } = await api<{ doc: CmsPage }>(
      token,
      'POST',
      '/pages',
      {
        title: 'Lists FAQs later',
        path,
        layout: [{ blockType: 'hero', heading: 'No FAQs here yet' }],
        _status: 'published',
      },
      app.baseUrl,
    )
    try {
      await warm(`/${path}`)
      await api(
        token,
        'PATCH',
        `/pages/${doc.id}`,
        { layout: [{ blockType: 'faqList', heading: 'Now with FAQs' }], _status: 'published' },
        app.baseUrl,
      )
      expect((await get(`/${path}`)).html).toContain('Now with FAQs')
      await warm(`/${path}`)
      const question = `Is this page purged by an FAQ now? ${Date.now()}`
      await api(
        token,
        'POST',
        '/faqs',
        {
          category: 'getting-started',
          question,
          answer: 'By its new tag.',
          order: 98,
          _status: 'published',
        },
        app.baseUrl,
      )
      expect((await get(`/${path}`)).html).toContain(question)
    } finally {
      await api(token, 'DELETE', `/pages/${doc.id}`, undefined, app.baseUrl)
    }
  })

  test("a staff member's page passes through and is never stored", async () => {
    await warm('/pricing')
    const staff = { cookie: `payload-token=${token}` }
    for (let ask = 0; ask < 2; ask++) {
      const page = await get('/pricing', staff)
      expect(page.cache).toBe('MISS')
      expect(page.cacheControl).toContain('private')
      expect(page.html).toContain('data-staff-bar')
    }
    // What the store holds for visitors is never the staff's page. A change in the test before
    // sends its purge again a second after its answer (purgeVarnish.ts), which may drop the copy
    // warmed above at any time: so the visitor asks until served from the store, and no answer on
    // the way, stored or rendered, may be the staff's.
    const seen: string[] = []
    await expect
      .poll(async () => {
        const visitor = await get('/pricing')
        seen.push(visitor.html)
        return visitor.cache
      })
      .toBe('HIT')
    for (const html of seen) expect(html).not.toContain('data-staff-bar')
  })

  test('a form POST passes through to the app and is never stored', async () => {
    const subject = `Through Varnish ${Date.now()}`
    const post = () =>
      fetch(`${varnish.url}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Via Varnish',
          email: 'varnish@example.org',
          subject,
          message: 'Sent through the cache in front.',
        }),
      })
    for (const response of [await post(), await post()]) {
      expect(response.status).toBe(201)
      expect(response.headers.get('x-cache')).toBe('MISS')
    }
    const stored = await api<{ totalDocs: number }>(
      token,
      'GET',
      `/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}&limit=0`,
      undefined,
      app.baseUrl,
    )
    expect(stored.totalDocs).toBe(2)
  })

  test("a page's share image is stored and expires with the page: a new title reaches it at once", async () => {
    const path = `share-behind-varnish-${Date.now()}`
    const text = {
      type: 'text',
      version: 1,
      text: 'A page behind Varnish.',
      format: 0,
      detail: 0,
      mode: 'normal',
      style: '',
    }
    const paragraph = {
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [text],
    }
    const content = {
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [paragraph],
      },
    }
    const { doc } = await api<{ doc: CmsPage }>(
      token,
      'POST',
      '/pages',
      {
        title: 'Before the change',
        path,
        layout: [{ blockType: 'richText', content }],
        _status: 'published',
      },
      app.baseUrl,
    )
    const imageOf = async () =>
      new URL(/<meta property="og:image" content="([^"]+)"/.exec((await get(`/${path}`)).html)![1])
        .pathname
    try {
      const before = await imageOf()
      await warm(before)
      await api(
        token,
        'PATCH',
        `/pages/${doc.id}`,
        { title: 'After the change', _status: 'published' },
        app.baseUrl,
      )
      await expect.poll(imageOf, { timeout: 5_000, intervals: [50] }).not.toBe(before)
      const after = await imageOf()
      const image = await fetch(`${varnish.url}${after}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      await warm(after)
      // The old version was purged with the page, and its redirect to the new one is never stored.
      for (let ask = 0; ask < 2; ask++) {
        const old = await get(before)
        expect(old.status).toBe(307)
        expect(old.cache).toBe('MISS')
      }
    } finally {
      await api(token, 'DELETE', `/pages/${doc.id}`, undefined, app.baseUrl)
    }
  })

  test('a campaign link is served from the one stored copy, and the app still sees its query', async () => {
    const campaign = '/customers?utm_source=newsletter&utm_medium=email&gclid=g1'
    const first = await get(campaign)
    expect(first.status).toBe(200)
    expect(first.cache).toBe('MISS')
    await expect.poll(() => appSaw(campaign)).toBe(true)
    const other = await get(
      '/customers?utm_source=partner&utm_campaign=spring&fbclid=f2&msclkid=m3',
    )
    expect(other.cache).toBe('HIT')
    expect(other.html).toBe(first.html)
  })

  test('a visit from a campaign link, then a demo request, delivers where it came from to the webhook', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    // A visitor who accepted marketing cookies: the first touch is kept too.
    await context.addCookies([{ name: 'consent', value: 'e2evisitor1.v1.11', url: varnish.url }])
    const page = await context.newPage()
    const landing = '/platform?utm_source=partner-news&utm_medium=email&utm_campaign=spring'
    await page.goto(`${varnish.url}${landing}`, {
      referer: 'https://partner.example/newsletter/42',
    })
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await page.goto(`${varnish.url}/demo`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    const email = `campaign-${unique()}@school.example`
    const demo = page.getByRole('form', { name: 'Request a demo' })
    await demo.getByLabel(/^First Name/).fill('Marcus')
    await demo.getByLabel(/^Last Name/).fill('Garvey')
    await demo.getByLabel(/^Email/).fill(email)
    await demo.getByLabel(/^School \/ Organization/).fill('Mona Heights Primary')
    await demo.getByLabel(/^Your Role/).selectOption({ label: 'Teacher' })
    await demo.getByLabel(/^Country/).selectOption({ label: 'Jamaica' })
    await demo.getByRole('button', { name: 'Request Demo' }).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await context.close()

    const visit = {
      landingPage: landing,
      referrer: 'https://partner.example',
      utm: utm({ source: 'partner-news', medium: 'email', campaign: 'spring' }),
    }
    expect((await webhookFor(email)).source).toEqual({
      ...visit,
      formPage: '/demo',
      firstTouch: { ...visit, at: expect.any(String) },
    })
  })

  test("the footer's newsletter sign-up, sent with JavaScript, stores the visit's source", async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${varnish.url}/pricing?utm_source=footer&utm_medium=site`)
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    const email = `footer-${unique()}@example.org`
    const newsletter = page
      .getByRole('contentinfo')
      .getByRole('form', { name: 'Newsletter sign-up' })
    await newsletter.getByLabel('Email address').fill(email)
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(newsletter.getByLabel('Email address')).toHaveValue('')
    await context.close()

    const { docs } = await api<{ docs: NewsletterSubscriber[] }>(
      token,
      'GET',
      `/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      undefined,
      app.baseUrl,
    )
    expect(docs[0]?.source).toMatchObject({
      landingPage: '/pricing?utm_source=footer&utm_medium=site',
      referrer: null,
      formPage: '/pricing?utm_source=footer&utm_medium=site',
      utmSource: 'footer',
      utmMedium: 'site',
    })
  })

  test('a contact message sent without JavaScript from a campaign link delivers its source to the webhook', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${varnish.url}/contact?utm_source=x`)
    const email = `no-script-${unique()}@example.org`
    const form = page.getByRole('form', { name: 'Contact us' })
    await form.getByLabel('Name').fill('Mary Seacole')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Subject').fill('From a campaign link')
    await form.getByLabel('Message').fill('Sent without scripts.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toContainText('Message Sent!')
    await context.close()

    expect((await webhookFor(email)).source).toEqual({
      landingPage: null,
      referrer: null,
      formPage: '/contact?utm_source=x',
      utm: utm({ source: 'x' }),
      firstTouch: null,
    })
  })

  test("the request id in the app's log is Varnish's own: a client's X-Request-Id is replaced", async () => {
    const path = `/search?q=request-id-${unique()}`
    const response = await fetch(`${varnish.url}${path}`, {
      headers: { 'x-request-id': 'forged-by-a-client' },
    })
    expect(response.status).toBe(200)
    const sent = response.headers.get('x-request-id')
    expect(sent).toMatch(/^varnish-\d+-\d+$/)
    const logged = () =>
      appLog
        .map((line) => {
          try {
            return JSON.parse(line) as { msg?: string; path?: string; requestId?: string }
          } catch {
            return {}
          }
        })
        .find((entry) => entry.msg === 'request' && entry.path === path)?.requestId
    await expect.poll(logged, { timeout: 10_000 }).toBe(sent)
    expect(appLog.join('\n')).not.toContain('forged-by-a-client')
    // A stored page answers with this request's id, not the one it was fetched under.
    await warm('/pricing')
    const [first, second] = await Promise.all([
      fetch(`${varnish.url}/pricing`),
      fetch(`${varnish.url}/pricing`),
    ])
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'))
  })

  test('a 404 passes through and is never stored', async () => {
    for (let ask = 0; ask < 3; ask++) {
      const missing = await get('/no-such-page-behind-varnish')
      expect(missing.status).toBe(404)
      expect(missing.cache).toBe('MISS')
      expect(missing.cacheControl).toMatch(/no-store/)
    }
  })
})

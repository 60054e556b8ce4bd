import type { Faq, Page as CmsPage } from '../../src/payload-types'
import { startIsolatedServer } from '../fixtures/isolatedServer'
import { startVarnish, varnishPort, type VarnishFixture } from '../fixtures/varnish'
import { api } from './cmsApi'
import { expect, test } from './test'
import { signInOverRest } from './twoFactor'

// Varnish (deploy/varnish/default.vcl) in front of a production server of its own, which sends
// its invalidations there (VARNISH_PURGE_URL) and trusts the one proxy hop Varnish appends.
let varnish: VarnishFixture
let app: Awaited<ReturnType<typeof startIsolatedServer>>
let token: string

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
    app = await startIsolatedServer(
      { VARNISH_PURGE_URL: `http://127.0.0.1:${port}/`, TRUSTED_PROXY_HOPS: '1' },
      { seed: true },
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

  test("a staff member's page passes through and is never stored", async () => {
    await warm('/pricing')
    const staff = { cookie: `payload-token=${token}` }
    for (let ask = 0; ask < 2; ask++) {
      const page = await get('/pricing', staff)
      expect(page.cache).toBe('MISS')
      expect(page.cacheControl).toContain('private')
      expect(page.html).toContain('data-staff-bar')
    }
    const visitor = await get('/pricing')
    expect(visitor.cache).toBe('HIT')
    expect(visitor.html).not.toContain('data-staff-bar')
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
    const text = { type: 'text', version: 1, text: 'A page behind Varnish.', format: 0, detail: 0, mode: 'normal', style: '' }
    const paragraph = { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [text] }
    const content = { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph] } }
    const { doc } = await api<{ doc: CmsPage }>(
      token,
      'POST',
      '/pages',
      { title: 'Before the change', path, layout: [{ blockType: 'richText', content }], _status: 'published' },
      app.baseUrl,
    )
    const imageOf = async () => new URL(/<meta property="og:image" content="([^"]+)"/.exec((await get(`/${path}`)).html)![1]).pathname
    try {
      const before = await imageOf()
      await warm(before)
      await api(token, 'PATCH', `/pages/${doc.id}`, { title: 'After the change', _status: 'published' }, app.baseUrl)
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

  test('a 404 passes through and is never stored', async () => {
    for (let ask = 0; ask < 3; ask++) {
      const missing = await get('/no-such-page-behind-varnish')
      expect(missing.status).toBe(404)
      expect(missing.cache).toBe('MISS')
      expect(missing.cacheControl).toMatch(/no-store/)
    }
  })
})

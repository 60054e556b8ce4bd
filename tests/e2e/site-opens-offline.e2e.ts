import type { BrowserContext, Page } from '@playwright/test'
import { startUnreliableProxy, type UnreliableProxy } from '../fixtures/unreliableProxy'
import { expect, test } from './test'

// Every other file blocks service workers (playwright.config.ts); this one is about the worker.
test.use({ serviceWorkers: 'allow' })

/**
 * The pages go through a proxy the test takes down: Playwright's offline mode does not reach a
 * service worker's own requests, so without it the worker would still find the network.
 */
let proxy: UnreliableProxy
let context: BrowserContext
let page: Page

const at = (path: string) => `${proxy.url}${path}`

/** Every URL in every cache of the site's origin, as path and query. */
function keptUrls(target: Page): Promise<string[]> {
  return target.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url)
        urls.push(`${url.pathname}${url.search}`)
      }
    }
    return urls
  })
}

async function goOffline(offline: boolean) {
  proxy.setDown(offline)
  await context.setOffline(offline)
}

test.describe.serial('with the service worker installed', () => {
  test.beforeAll(async ({ browser }) => {
    // The install renders a dozen pages, on a cold server for most of them.
    test.setTimeout(120_000)
    proxy = await startUnreliableProxy([process.env.E2E_BASE_URL!])
    context = await browser.newContext({ serviceWorkers: 'allow' })
    page = await context.newPage()
    await page.goto(at('/'))
    // Active (and so installed, with the recovery application kept) once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await page.goto(at('/recovery-support'))
    await page.goto(at('/es/recovery-support'))
    await expect
      .poll(() => keptUrls(page))
      .toEqual(
        expect.arrayContaining([
          '/recovery-support',
          '/es/recovery-support',
          '/offline',
          '/es/offline',
        ]),
      )
  })

  test.afterAll(async () => {
    await context?.close()
    await proxy?.stop()
  })

  test.afterEach(async () => {
    await goOffline(false)
  })

  test('offline, the recovery application opens from the kept copy in English and Spanish', async () => {
    await goOffline(true)
    const english = await page.goto(at('/recovery-support'))
    expect(english?.fromServiceWorker()).toBe(true)
    await expect(page.getByRole('form', { name: 'Recovery support application' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible()

    const spanish = await page.goto(at('/es/recovery-support'))
    expect(spanish?.fromServiceWorker()).toBe(true)
    await expect(
      page.getByRole('form', { name: 'Solicitud de apoyo para la recuperación' }),
    ).toBeVisible()
  })

  test('offline, a page never kept shows the offline page in its language', async () => {
    expect(await keptUrls(page)).not.toContain('/trust/sub-processors')
    await goOffline(true)
    await page.goto(at('/trust/sub-processors'))
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    await expect(page.getByText('Forms you fill in keep your answers on this device')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.goto(at('/es/trust/sub-processors'))
    await expect(page.getByRole('heading', { level: 1, name: 'No tiene conexión' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  })

  test('never keeps a POST, an RSC request or the API', async () => {
    await page.goto(at('/contact'))
    await page.evaluate(async () => {
      await Promise.all([
        fetch('/recovery-support', { headers: { RSC: '1' } }),
        fetch('/recovery-support?_rsc=offline-test'),
        fetch('/api/schools'),
        // A POST that changes nothing; the forms' own would count against their limit.
        fetch('/api/schools', { method: 'POST' }),
      ])
    })
    await page.goto(at('/recovery-support?_rsc=navigated'))
    await page.goto(at('/api/schools'))
    await page.goto(at('/contact'))

    const kept = await keptUrls(page)
    expect(kept).toContain('/contact')
    expect(kept.filter((url) => /_rsc=|^\/api\/|^\/cms/.test(url))).toEqual([])
    // Every kept page is a page, never an RSC payload under a page's address.
    const types = await page.evaluate(async () => {
      const found: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname.startsWith('/_next/')) continue
          found.push((await cache.match(request))?.headers.get('content-type') ?? '')
        }
      }
      return [...new Set(found)]
    })
    expect(types.every((type) => type.startsWith('text/html'))).toBe(true)
  })
})

test('the web app manifest names the site, its start, its colour and its icons', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    start_url: '/',
    display: 'standalone',
    theme_color: '#1a4fb0',
  })
  expect(manifest.name).toBeTruthy()
  expect(manifest.short_name).toBeTruthy()
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ src: '/icon.svg', sizes: 'any' }),
      expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' }),
    ]),
  )
  for (const icon of manifest.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200)
  }
})

test('the worker is looked for anew on every visit, as a script', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/no-cache|max-age=0/)
  expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/)
})

test('the offline page is nobody’s search result', async ({ page }) => {
  await page.goto('/es/offline')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
})

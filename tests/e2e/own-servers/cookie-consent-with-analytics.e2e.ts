import type { Browser, BrowserContext, Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { HttpFixture } from '../../fixtures/httpFixture'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { api } from '../cmsApi'
import { startMatomo } from '../matomoStandIn'
import { signInOverRest } from '../twoFactor'
import { expect, gotoReady, test } from './test'

let app: Awaited<ReturnType<typeof startIsolatedServer>>
let matomo: HttpFixture
let token: string

const pageViews = () =>
  matomo.requests.filter((request) => request.startsWith('/matomo.php?action=pageview'))
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })

/** A visitor of the server with Matomo configured; every request to Matomo's origin is noted. */
async function visitor(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled })
  const page = await context.newPage()
  const toMatomo: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(matomo.url)) toMatomo.push(request.url())
  })
  return { context, page, toMatomo }
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'consent')?.value
}

async function choose(page: Page, button: string) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/api/consent') && r.request().method() === 'POST',
    ),
    banner(page).getByRole('button', { name: button, exact: true }).click(),
  ])
  expect(response.status()).toBeLessThan(400)
}

test.describe('cookie consent with Matomo configured', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    matomo = await startMatomo()
    app = await startIsolatedServer({}, { seed: true })
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      app.baseUrl,
    )
    // Drawn (and cached) once without a tool: the change below must expire the page and its policy.
    expect(await (await fetch(`${app.baseUrl}/pricing`)).text()).not.toContain('cookie-consent')
    await api(
      token,
      'POST',
      '/globals/site-settings',
      { analytics: { provider: 'matomo', url: `${matomo.url}/`, siteId: '7' } },
      app.baseUrl,
    )
  })

  test.afterAll(async () => {
    await app?.stop()
    await matomo?.stop()
  })

  test('nothing reaches Matomo before a choice or after "Reject all", and only the choice is stored', async ({
    browser,
  }) => {
    const { context, page, toMatomo } = await visitor(browser)
    await gotoReady(page, '/pricing')
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeVisible()
    expect(await consentCookie(context)).toBeUndefined()

    await choose(page, 'Reject all')
    await expect(banner(page)).toBeHidden()
    expect(await consentCookie(context)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.00$/)
    await gotoReady(page, '/faqs')
    await expect(banner(page)).toBeHidden()
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['consent'])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    expect(toMatomo).toEqual([])
    expect(matomo.requests).toEqual([])
    await context.close()
  })

  test('"Accept all" brings a page view, one per client-side navigation, and a lead event naming the form', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser)
    await gotoReady(page, '/pricing')
    await choose(page, 'Accept all')
    await expect.poll(() => pageViews().length).toBe(1)
    expect(pageViews()[0]).toContain(encodeURIComponent('/pricing'))
    expect(await consentCookie(context)).toMatch(/\.11$/)

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Simplified Education', exact: true })
      .click()
    await expect(page).toHaveURL(`${app.baseUrl}/`)
    await expect.poll(() => pageViews().length).toBe(2)

    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('site:lead', { detail: { form: 'demo' } })),
    )
    await expect
      .poll(() => matomo.requests.filter((request) => request.includes('action=event')))
      .toEqual(['/matomo.php?action=event&e_c=lead&e_a=demo'])
    await context.close()
  })

  test('"Cookie settings" in the footer opens the banner again, and the page passes axe', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser)
    await gotoReady(page, '/es')
    const spanish = page.getByRole('region', { name: 'Consentimiento de cookies' })
    await expect(spanish.getByRole('button', { name: 'Aceptar todo' })).toBeVisible()
    await expect(spanish.getByRole('button', { name: 'Rechazar todo' })).toBeVisible()
    await expect(spanish.locator('summary', { hasText: 'Elegir' })).toBeVisible()
    expect(
      (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze()
      ).violations,
    ).toEqual([])
    const [accept, reject] = [
      spanish.getByRole('button', { name: 'Aceptar todo' }),
      spanish.getByRole('button', { name: 'Rechazar todo' }),
    ]
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()]
    expect([a?.width, a?.height]).toEqual([r?.width, r?.height])
    expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'))

    await spanish.locator('summary', { hasText: 'Elegir' }).click()
    await spanish.getByRole('checkbox', { name: /Marketing/ }).check()
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/consent')),
      spanish.getByRole('button', { name: 'Guardar selección' }).click(),
    ])
    await expect(spanish).toBeHidden()
    expect(await consentCookie(context)).toMatch(/\.01$/)
    await page.getByRole('link', { name: 'Configuración de cookies' }).click()
    await expect(spanish).toBeVisible()
    await expect(spanish).toBeFocused()
    await context.close()
  })

  test('without JavaScript, the banner posts the choice and the next pages show no banner', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, false)
    await page.goto('/pricing')
    await expect(banner(page)).toBeVisible()
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/consent')),
      page.waitForEvent('framenavigated'),
      banner(page).getByRole('button', { name: 'Reject all' }).click(),
    ])
    expect((await post.response())?.status()).toBe(303)
    await page.waitForLoadState('domcontentloaded')
    expect(new URL(page.url()).pathname).toBe('/pricing')
    await expect(banner(page)).toBeHidden()
    await page.goto('/')
    await expect(banner(page)).toBeHidden()

    const [recordId, version] = (await consentCookie(context))!.split('.')
    const { docs } = await api<{ docs: Record<string, unknown>[] }>(
      token,
      'GET',
      `/consent-records?where[recordId][equals]=${recordId}`,
      undefined,
      app.baseUrl,
    )
    expect(docs).toHaveLength(1)
    expect(Object.keys(docs[0]).sort()).toEqual([
      'analytics',
      'createdAt',
      'id',
      'marketing',
      'recordId',
      'textsVersion',
      'updatedAt',
    ])
    expect(docs[0]).toMatchObject({ textsVersion: version, analytics: false, marketing: false })
    await context.close()
  })

  test('new banner texts ask again: a choice under the old texts no longer hides the banner', async () => {
    const cookie = `consent=${'r'.repeat(22)}.oldversion00.11`
    const before = await fetch(`${app.baseUrl}/api/consent/banner.css`, { headers: { cookie } })
    expect(await before.text()).toContain('display:block')
    const post = await fetch(`${app.baseUrl}/api/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"choice":"all"}',
    })
    const current = /consent=([^;]+)/.exec(post.headers.get('set-cookie') ?? '')![1]
    const answer = () =>
      fetch(`${app.baseUrl}/api/consent/banner.css`, {
        headers: { cookie: `consent=${current}` },
      }).then((r) => r.text())
    expect(await answer()).toBe('')
    await api(
      token,
      'POST',
      '/globals/site-settings?locale=es',
      { consentBanner: { message: 'Nuevo texto del aviso de cookies.' } },
      app.baseUrl,
    )
    expect(await answer()).toContain('display:block')
  })
  test("a page's policy allows Matomo's origin and nothing else new; the API's does not", async () => {
    const page = await fetch(`${app.baseUrl}/pricing`)
    const scriptSrc = page.headers
      .get('content-security-policy')
      ?.split('; ')
      .find((part) => part.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' 'unsafe-inline' ${matomo.url}`)
    const apiAnswer = await fetch(`${app.baseUrl}/api/consent/banner.css`)
    expect(apiAnswer.headers.get('content-security-policy')).not.toContain(matomo.url)
  })

  test('the banner overlays the page: it shifts nothing and is not the largest paint', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser)
    for (const path of ['/', '/pricing', '/contact']) {
      await gotoReady(page, path)
      await expect(banner(page)).toBeVisible()
      // Both observers get their buffered entries in one task, layout shifts first: the largest
      // paint's callback then knows every shift so far.
      const paints = await page.evaluate(
        () =>
          new Promise<{ lcpInBanner: boolean; shift: number; moved: string[] }>((resolve) => {
            let shift = 0
            const moved: string[] = []
            type Shift = { value: number; sources: { node?: Node | null }[] }
            const add = (entries: PerformanceEntryList) =>
              entries.forEach((entry) => {
                shift += (entry as unknown as Shift).value
                // What moved, so that a failure names it.
                for (const source of (entry as unknown as Shift).sources)
                  moved.push((source.node as Element | null)?.outerHTML?.slice(0, 120) ?? '?')
              })
            const shifts = new PerformanceObserver((list) => add(list.getEntries()))
            shifts.observe({ type: 'layout-shift', buffered: true })
            new PerformanceObserver((list) => {
              add(shifts.takeRecords())
              const largest = list.getEntries().at(-1) as unknown as { element: Element | null }
              resolve({
                lcpInBanner: Boolean(largest.element?.closest('#cookie-consent')),
                shift,
                moved,
              })
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
      expect(
        { lcpInBanner: paints.lcpInBanner, shift: paints.shift },
        `${path}: moved ${paints.moved.join(' | ')}`,
      ).toEqual({ lcpInBanner: false, shift: 0 })
    }
    await context.close()
  })
})

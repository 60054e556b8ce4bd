import type { Browser, BrowserContext, Page } from '@playwright/test'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import type { CapturedEmail } from '../../fixtures/smtpCapture'
import type { SubProcessor, TrustSubscriber } from '../../../src/payload-types'
import { api } from '../cmsApi'
import { signInOverRest } from '../twoFactor'
import { expect, test } from './test'

/*
 * The sub-processor list as a procurement officer meets it: the table on a page that places the
 * block, its RSS feed, the email subscription (sent without JavaScript, confirmed from the email),
 * and one email when staff publish a new sub-processor.
 */

const PATH = '/sub-processor-list-e2e'
const OFFICER = 'procurement.officer@ministry.example'
const NOTICE_SUBJECT = 'Our sub-processor list has changed'

let app: Awaited<ReturnType<typeof startIsolatedServer>>
let token: string

const url = (path: string) => `${app.baseUrl}${path}`
const mailsTo = (email: string, subject: string) =>
  app.environment.smtp.messages.filter(
    (mail) => mail.to.includes(email) && mail.subject === subject,
  )

/** A visitor behind our one trusted proxy, at an address of the test's own (its rate-limit key). */
async function visitor(
  browser: Browser,
  address: string,
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  })
  return { context, page: await context.newPage() }
}

/** A link of an email, as a path on the server under test. */
function linkIn(mail: CapturedEmail, pattern: RegExp): string {
  const href = pattern.exec(mail.html.replace(/&amp;/g, '&'))?.[1]
  if (!href) throw new Error(`no link matching ${pattern} in the email`)
  const link = new URL(href)
  return link.pathname + link.search
}

/** The feed as a browser's XML parser reads it: its parse errors, and each item's fields. */
async function readFeed(page: Page, path: string) {
  const response = await page.request.get(url(path))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await response.text()
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const field = (item: Element, name: string) =>
      item.getElementsByTagName(name)[0]?.textContent ?? ''
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: field(item, 'title'),
        description: field(item, 'description'),
        guid: field(item, 'guid'),
        link: field(item, 'link'),
        pubDate: field(item, 'pubDate'),
      })),
    }
  }, xml)
}

test.describe('the sub-processor list', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    app = await startIsolatedServer({ TRUSTED_PROXY_HOPS: '1' }, { seed: true })
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      app.baseUrl,
    )
    await api(
      token,
      'POST',
      '/pages',
      {
        title: 'Our sub-processors',
        path: PATH.slice(1),
        layout: [
          {
            blockType: 'subProcessorList',
            heading: 'Who processes customer data',
            intro: 'The companies we rely on.',
            showSubscribe: true,
          },
        ],
        _status: 'published',
      },
      app.baseUrl,
    )
    // A sub-processor being prepared, never published: no visitor sees it.
    await api(
      token,
      'POST',
      '/sub-processors?draft=true',
      {
        name: 'Draft Vendor',
        purpose: 'Not yet',
        dataLocation: 'Nowhere yet',
        since: '2026-11-01T12:00:00.000Z',
        _status: 'draft',
      },
      app.baseUrl,
    )
  })

  test.afterAll(async () => {
    await app?.stop()
  })

  test('shows the published sub-processors as a table, in the page’s language', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, '198.51.100.31')
    try {
      await page.goto(url(PATH))
      const table = page.getByRole('table', {
        name: 'The sub-processors that process customer data on our behalf',
      })
      await expect(table.getByRole('columnheader')).toHaveText([
        'Sub-processor',
        'Purpose',
        'Data location',
        'Since',
      ])
      const aws = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Amazon Web Services' }) })
      await expect(aws.getByRole('cell')).toHaveText([
        'Cloud hosting of the platform and its databases',
        'United States (Virginia); Brazil (São Paulo) for Latin American customers',
        'February 1, 2019',
      ])
      await expect(aws.getByRole('link', { name: 'Amazon Web Services' })).toHaveAttribute(
        'href',
        'https://aws.amazon.com/',
      )
      await expect(table.getByRole('rowheader')).toHaveText([
        'Amazon Web Services',
        'Cloudflare',
        'HubSpot',
        'Postmark',
        'Sentry',
      ])
      await expect(page.getByText('Draft Vendor')).toHaveCount(0)
      await expect(
        page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', '/trust/sub-processors/rss.xml')

      await page.goto(url(`/es${PATH}`))
      const spanish = page.getByRole('table', {
        name: 'Los subencargados que tratan datos de clientes en nuestro nombre',
      })
      await expect(spanish.getByRole('columnheader')).toHaveText([
        'Subencargado',
        'Finalidad',
        'Ubicación de los datos',
        'Desde',
      ])
      await expect(
        spanish
          .getByRole('row')
          .filter({ hasText: 'Amazon Web Services' })
          .getByRole('cell')
          .first(),
      ).toHaveText('Alojamiento en la nube de la plataforma y sus bases de datos')
      await expect(
        spanish
          .getByRole('row')
          .filter({ hasText: 'Amazon Web Services' })
          .getByRole('cell')
          .last(),
      ).toHaveText('1 de febrero de 2019')
    } finally {
      await context.close()
    }
  })

  test('its RSS feed is valid XML with the seeded list’s notice, in English and Spanish', async ({
    page,
  }) => {
    const english = await readFeed(page, '/trust/sub-processors/rss.xml')
    expect(english.errors).toBe(0)
    expect(english.items).toHaveLength(1)
    expect(english.items[0]).toMatchObject({
      title:
        'Sub-processor list updated: added Amazon Web Services, Cloudflare, HubSpot, Postmark, Sentry',
      link: `${app.baseUrl}/trust/sub-processors`,
      guid: expect.stringMatching(/\/trust\/sub-processors#notice-\d+$/),
    })
    expect(english.items[0].description).toContain(
      'Sentry: Error monitoring of the platform (United States)',
    )
    expect(Date.parse(english.items[0].pubDate)).not.toBeNaN()
    const spanish = await readFeed(page, '/es/trust/sub-processors/rss.xml')
    expect(spanish.errors).toBe(0)
    expect(spanish.items[0].title).toBe(
      'Lista de subencargados actualizada: añadidos Amazon Web Services, Cloudflare, HubSpot, Postmark, Sentry',
    )
    expect(spanish.items[0].link).toBe(`${app.baseUrl}/es/trust/sub-processors`)
  })

  test('with JavaScript off: subscribing emails a confirmation link, which confirms', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, '198.51.100.32', false)
    try {
      await page.goto(url(PATH))
      const form = page.getByRole('form', { name: 'Email me when this list changes' })
      await form.getByLabel('Email address').fill(OFFICER)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible()

      const mail = await app.environment.smtp.waitFor(
        (email) =>
          email.to.includes(OFFICER) &&
          email.subject === 'Please confirm: sub-processor list updates',
        20_000,
      )
      await page.goto(
        url(linkIn(mail, /href="([^"]*\/api\/trust\/sub-processors\/confirm\?[^"]*)"/)),
      )
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
      ).toBeVisible()
      await page.getByRole('main').getByRole('button', { name: 'Confirm my subscription' }).click()
      await expect(page).toHaveURL(/\/trust\/sub-processors\/confirmation\?result=confirmed$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
      ).toBeVisible()
    } finally {
      await context.close()
    }
    const { docs } = await api<{ docs: TrustSubscriber[] }>(
      token,
      'GET',
      `/trust-subscribers?where[email][equals]=${encodeURIComponent(OFFICER)}&depth=0`,
      undefined,
      app.baseUrl,
    )
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      status: 'confirmed',
      language: 'en',
      consent: { page: expect.stringMatching(/sub-processor-list-e2e$/) },
    })
  })

  test('with JavaScript on: subscribing a confirmed address again answers the same and sends nothing', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, '198.51.100.33')
    try {
      await page.goto(url(PATH))
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
      const form = page.getByRole('form', { name: 'Email me when this list changes' })
      await form.getByLabel('Email address').fill(OFFICER)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible()
      await expect(page).toHaveURL(url(PATH))
    } finally {
      await context.close()
    }
    expect(mailsTo(OFFICER, 'Please confirm: sub-processor list updates')).toHaveLength(1)
  })

  test('publishing a new sub-processor sends the subscriber exactly one notice, and the feed and table show it', async ({
    page,
  }) => {
    const { doc } = await api<{ doc: SubProcessor }>(
      token,
      'POST',
      '/sub-processors',
      {
        name: 'Zoom',
        purpose: 'Video calls with customers',
        dataLocation: 'United States',
        since: '2026-11-20T12:00:00.000Z',
        website: 'https://zoom.us',
        _status: 'published',
      },
      app.baseUrl,
    )
    // Its translation, saved and published right after: the same change, not a second one.
    await api(
      token,
      'PATCH',
      `/sub-processors/${doc.id}?locale=es`,
      {
        purpose: 'Videollamadas con clientes',
        dataLocation: 'Estados Unidos',
        _status: 'published',
      },
      app.baseUrl,
    )

    const notice = await app.environment.smtp.waitFor(
      (mail) => mail.to.includes(OFFICER) && mail.subject === NOTICE_SUBJECT,
      30_000,
    )
    expect(notice.html).toContain('Zoom: Video calls with customers (United States)')
    expect(notice.html).toContain(`href="${app.baseUrl}/trust/sub-processors"`)
    expect(notice.headers['list-unsubscribe']).toMatch(
      /\/api\/trust\/sub-processors\/unsubscribe\?s=\d+&token=/,
    )

    // The job expires the feed as it stores the notice; the email may leave a moment before.
    await expect
      .poll(
        async () =>
          (await readFeed(page, '/trust/sub-processors/rss.xml')).items.map((item) => item.title),
        { timeout: 10_000 },
      )
      .toEqual([
        'Sub-processor list updated: added Zoom',
        'Sub-processor list updated: added Amazon Web Services, Cloudflare, HubSpot, Postmark, Sentry',
      ])
    await page.goto(url(PATH))
    await expect(page.getByRole('rowheader', { name: 'Zoom' })).toBeVisible()

    // The queue runs due jobs every 2 s: whatever the two saves queued has run well before this.
    await page.waitForTimeout(6_000)
    const notices = await api<{ totalDocs: number }>(
      token,
      'GET',
      '/sub-processor-notices?limit=0',
      undefined,
      app.baseUrl,
    )
    expect(notices.totalDocs).toBe(2)
    expect(mailsTo(OFFICER, NOTICE_SUBJECT)).toHaveLength(1)
  })
})

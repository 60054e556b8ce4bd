import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { IncomingMessage } from 'node:http'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import {
  startUnreliableProxy,
  type Fault,
  type UnreliableProxy,
} from '../../fixtures/unreliableProxy'
import { startWebhookReceiver, type WebhookReceiver } from '../../fixtures/webhookReceiver'
import { api } from '../cmsApi'
import { fillRecoveryApplication } from '../forms'
import { signInOverRest } from '../twoFactor'
import { expect, gotoReady, test } from './test'

/*
 * The day after a storm: a form sent through a proxy this test controls, which loses the
 * request before it reaches the app, or the answer after the app has stored it, or takes the
 * whole network down halfway through the form. Each ends with one stored submission, one email,
 * one webhook delivery, and the thank-you (for the recovery form, its case ID) on the screen.
 */

let app: Awaited<ReturnType<typeof startIsolatedServer>>
let proxy: UnreliableProxy
let receiver: WebhookReceiver
let token: string

type Scenario = 'the request is lost' | 'the answer is lost' | 'the network goes down halfway'

const FAULTS: Record<Exclude<Scenario, 'the network goes down halfway'>, Fault> = {
  'the request is lost': 'drop-request',
  'the answer is lost': 'drop-answer',
}

/** One form as a visitor fills it: half of it, the rest, and what shows once it is accepted. */
type FormCase = {
  name: string
  path: string
  endpoint: string
  collection: string
  emailField: string
  fillFirstHalf: (page: Page, email: string) => Promise<void>
  fillRest: (page: Page, email: string) => Promise<void>
  submit: (page: Page) => Promise<void>
  accepted: (page: Page) => Promise<string | null>
  emailsFor: (email: string) => number
}

const recoveryForm = (page: Page) =>
  page.getByRole('form', { name: 'Recovery support application' })
const demoForm = (page: Page) => page.getByRole('form', { name: 'Request a demo' })

const FORMS: FormCase[] = [
  {
    name: 'the recovery application',
    path: '/recovery-support',
    endpoint: '/api/forms/recovery',
    collection: 'recovery-applications',
    emailField: 'contactEmail',
    fillFirstHalf: async (page) => {
      await recoveryForm(page).getByLabel('School Name').fill('Leeward Heights Secondary')
    },
    fillRest: async (page, email) => {
      const f = recoveryForm(page)
      await fillRecoveryApplication(f, email)
      await f.getByLabel(/I consent to the collection/).check()
      await f.getByLabel(/I confirm that I am authorized/).check()
      await f.getByRole('checkbox', { name: 'Deferred payment (grace period)' }).check()
    },
    submit: (page) =>
      recoveryForm(page).getByRole('button', { name: 'Submit Application' }).click(),
    accepted: async (page) => {
      const confirmation = page.locator('section[aria-labelledby="recovery-confirmation"]')
      await expect(confirmation).toBeVisible({ timeout: 20_000 })
      return confirmation.locator('strong').textContent()
    },
    emailsFor: (email) =>
      app.environment.smtp.messages.filter(
        (mail) =>
          mail.to.includes(email) &&
          mail.subject.startsWith('Recovery support application received'),
      ).length,
  },
  {
    name: 'the demo request',
    path: '/demo',
    endpoint: '/api/forms/demo',
    collection: 'demo-requests',
    emailField: 'email',
    fillFirstHalf: async (page) => {
      await demoForm(page)
        .getByLabel(/^First Name/)
        .fill('Marcus')
    },
    fillRest: async (page, email) => {
      const f = demoForm(page)
      await f.getByLabel(/^Last Name/).fill(email)
      await f.getByLabel(/^Email/).fill(email)
      await f.getByLabel(/^Phone/).fill('+1 876 555 0142')
      await f.getByLabel(/^School \/ Organization/).fill('Mona Heights Primary')
      await f.getByLabel(/^Your Role/).selectOption({ label: 'Teacher' })
      await f.getByLabel(/^Country/).selectOption({ label: 'Jamaica' })
    },
    submit: (page) => demoForm(page).getByRole('button', { name: 'Request Demo' }).click(),
    accepted: async (page) => {
      await expect(page.getByRole('region', { name: 'Thank You!' })).toBeVisible({
        timeout: 20_000,
      })
      return null
    },
    // The sales team's notification names the requester (the last name is the address here).
    emailsFor: (email) =>
      app.environment.smtp.messages.filter(
        (mail) => mail.subject === `New Demo Request from Marcus ${email}`,
      ).length,
  },
]

const posting = (endpoint: string) => (req: IncomingMessage) =>
  req.method === 'POST' && (req.url ?? '').startsWith(endpoint)

const stored = async (form: FormCase, email: string) =>
  (
    await api<{ docs: { caseId?: string }[] }>(
      token,
      'GET',
      `/${form.collection}?where[${form.emailField}][equals]=${encodeURIComponent(email)}&depth=0`,
      undefined,
      app.baseUrl,
    )
  ).docs

const webhooksFor = (email: string) =>
  receiver.received.filter((request) => request.rawBody.includes(email)).length

/** A visitor's browser whose every request goes through the proxy. */
async function visitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: proxy.url })
  return { context, page: await context.newPage() }
}

const savedNotice = (page: Page) => page.getByRole('heading', { name: 'Saved on this device' })

test.describe('forms on a bad network', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    receiver = await startWebhookReceiver()
    app = await startIsolatedServer(
      {
        FORMS_RATE_LIMIT: '100',
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: 'bad-network-secret',
      },
      { seed: true },
    )
    proxy = await startUnreliableProxy([app.baseUrl])
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      app.baseUrl,
    )
  })

  test.afterAll(async () => {
    await proxy?.stop()
    await app?.stop()
    await receiver?.stop()
  })

  for (const form of FORMS) {
    for (const scenario of [
      'the request is lost',
      'the answer is lost',
      'the network goes down halfway',
    ] as const) {
      test(`${form.name}: ${scenario}, and it arrives once`, async ({ browser }) => {
        const email = `storm-${form.collection}-${scenario.split(' ')[1]}-${Date.now()}@islands.example`
        const { context, page } = await visitor(browser)
        try {
          await gotoReady(page, form.path)
          await form.fillFirstHalf(page, email)
          if (scenario === 'the network goes down halfway') {
            proxy.setDown(true)
            await context.setOffline(true)
          } else {
            // Every try of the form fails so, the browser's own silent retry of a request lost on
            // a kept-alive connection included, until the notice shows.
            const fault = FAULTS[scenario]
            const matches = posting(form.endpoint)
            proxy.failWhen((req) => (matches(req) ? fault : null))
          }
          await form.fillRest(page, email)
          await form.submit(page)
          await expect(savedNotice(page)).toBeVisible()
          proxy.failWhen(() => null)
          if (scenario === 'the network goes down halfway') {
            // The connection returns: the browser's online event sends it, nobody presses a thing.
            proxy.setDown(false)
            await context.setOffline(false)
          } else {
            if (scenario === 'the answer is lost') expect(await stored(form, email)).toHaveLength(1)
            await page.getByRole('button', { name: 'Send now' }).click()
          }
          const caseId = await form.accepted(page)
          const rows = await stored(form, email)
          expect(rows).toHaveLength(1)
          if (caseId !== null) expect(caseId).toBe(rows[0].caseId)
          await expect.poll(() => form.emailsFor(email), { timeout: 20_000 }).toBe(1)
          await expect.poll(() => webhooksFor(email), { timeout: 20_000 }).toBe(1)
        } finally {
          proxy.failWhen(() => null)
          proxy.setDown(false)
          await context.close()
        }
      })
    }
  }

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' })

    test('offline: the application is saved, the page closed; back online, the next page of the site sends it, once', async ({
      browser,
    }) => {
      const form = FORMS[0]
      const email = `storm-closed-${Date.now()}@islands.example`
      const context = await browser.newContext({ baseURL: proxy.url, serviceWorkers: 'allow' })
      try {
        const page = await context.newPage()
        await gotoReady(page, form.path)
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
        // Down for the page (setOffline) and for the worker, whose own requests setOffline misses.
        proxy.setDown(true)
        await context.setOffline(true)
        await form.fillFirstHalf(page, email)
        await form.fillRest(page, email)
        await form.submit(page)
        await expect(savedNotice(page)).toBeVisible()
        await page.close()
        expect(await stored(form, email)).toHaveLength(0)

        proxy.setDown(false)
        await context.setOffline(false)
        const later = await context.newPage()
        await later.goto('/company')
        await expect
          .poll(async () => (await stored(form, email)).length, { timeout: 30_000 })
          .toBe(1)
        await expect.poll(() => form.emailsFor(email), { timeout: 20_000 }).toBe(1)
        await expect.poll(() => webhooksFor(email), { timeout: 20_000 }).toBe(1)
        // The recovery page, opened again, says it was sent and names its case ID.
        const [row] = await stored(form, email)
        await gotoReady(later, form.path)
        await expect(later.getByText(row.caseId!)).toBeVisible()
        expect(await stored(form, email)).toHaveLength(1)
      } finally {
        proxy.setDown(false)
        await context.close()
      }
    })
  })
})

import type { APIRequestContext } from '@playwright/test'
import { unique, waitForEmail } from './forms'
import { expect, test } from './test'

type Email = { to: string[]; subject: string; html: string; headers: Record<string, string> }

let ip = 0

/** Subscribes through the forms' JSON API (the footer form's own tests cover the form itself). */
async function subscribe(request: APIRequestContext, email: string) {
  ip += 1
  const response = await request.post('/api/forms/newsletter', {
    data: { email },
    headers: {
      'x-forwarded-for': `198.51.100.${ip % 250}, 10.77.${process.pid % 250}.${ip % 250}`,
    },
  })
  expect(response.status()).toBe(201)
}

const confirmationTo = async (control: (path: string) => Promise<unknown>, email: string) =>
  (await waitForEmail(
    control,
    (mail) =>
      mail.to.includes(email) && mail.subject === 'Please confirm your newsletter subscription',
  )) as Email

/** A link of the email, as a path on the server under test. */
function linkIn(mail: Email, pattern: RegExp): string {
  const href = pattern.exec(mail.html.replace(/&amp;/g, '&'))?.[1]
  if (!href) throw new Error(`no link matching ${pattern} in the email`)
  const url = new URL(href)
  return url.pathname + url.search
}

test.describe('newsletter double opt-in', () => {
  test('the confirmation link opens a page whose one button confirms, with JavaScript off; opening it confirms nothing', async ({
    browser,
    request,
    control,
  }) => {
    const email = `optin-${unique()}@example.org`
    await subscribe(request, email)
    const mail = await confirmationTo(control, email)
    const link = linkIn(mail, /href="([^"]*\/api\/newsletter\/confirm\?[^"]*)"/)
    // A mail gateway's scan: a plain GET of the link, followed to its page.
    const scanned = await request.get(link)
    expect(scanned.status()).toBe(200)
    expect(await scanned.text()).toContain('Confirm your subscription')
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(link)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
      ).toBeVisible()
      await expect(page.getByText(`Start sending the newsletter to ${email}?`)).toBeVisible()
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(1)
      await page.getByRole('main').getByRole('button', { name: 'Confirm my subscription' }).click()
      await expect(page).toHaveURL(/\/newsletter\/confirmation\?result=confirmed$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
      ).toBeVisible()
      await expect(page.getByText('Thank you: you will now receive our newsletter.')).toBeVisible()
      // Opened again later, the link says it is done, with no button.
      await page.goto(link)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }),
      ).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('the one-click POST to the List-Unsubscribe URL unsubscribes, with no session', async ({
    page,
    playwright,
    request,
    control,
  }) => {
    const email = `oneclick-${unique()}@example.org`
    await subscribe(request, email)
    const mail = await confirmationTo(control, email)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const target = new URL(/^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])![1])
    // A mail provider's request: no cookies, no page, just the form-encoded body of RFC 8058.
    const provider = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    const response = await provider.post(target.pathname + target.search, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
      maxRedirects: 0,
    })
    expect(response.status()).toBe(200)
    await provider.dispose()
    await page.goto(linkIn(mail, /href="([^"]*\/newsletter\/unsubscribe\?[^"]*)"/))
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible()
  })

  test('the unsubscribe link opens a page with one button, which unsubscribes', async ({
    page,
    request,
    control,
  }) => {
    const email = `button-${unique()}@example.org`
    await subscribe(request, email)
    const mail = await confirmationTo(control, email)
    await page.goto(linkIn(mail, /href="([^"]*\/newsletter\/unsubscribe\?[^"]*)"/))
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' }),
    ).toBeVisible()
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(1)
    await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible()
    await expect(page.getByText(`We will send no more newsletters to ${email}.`)).toBeVisible()
  })
})

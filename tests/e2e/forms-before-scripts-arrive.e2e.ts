import type { Locator, Page } from '@playwright/test'
import { countStored, unique, useOwnIp, watchAddresses } from './forms'
import { expect, test } from './test'

/**
 * The page's scripts (Next's chunks) are held until the test lets them go, as on a network that
 * is slow to bring them or drops them: the visitor meets the form as the server drew it.
 */
async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  // Scripts only: the stylesheet (also under chunks/) must come, or nothing is drawn at all.
  await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, async (route) => {
    await released
    await route.continue().catch(() => {})
  })
  return release
}

/** A submit made before the scripts came: the browser's own, which must be a POST. */
async function submitBeforeScripts(page: Page, button: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest()),
    button.click(),
  ])
  expect(response.request().method()).toBe('POST')
  expect(response.status()).toBe(200)
  await page.waitForLoadState('domcontentloaded')
}

test.describe('a form sent before the page’s scripts arrive', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page)
  })

  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('the contact form is posted, stored and answered in the page, with nothing typed in an address', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    const addresses = watchAddresses(page)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Contact us' })
    const subject = `Before scripts ${unique()}`
    await form.getByLabel('Name').fill('Mary Seacole')
    await form.getByLabel('Email').fill('mary.early@school.example')
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Message').fill('Typed before the scripts came.')
    await submitBeforeScripts(page, form.getByRole('button', { name: 'Send Message' }))

    await expect(page.getByRole('form', { name: 'Contact us' }).getByRole('status')).toContainText(
      'Message Sent!',
    )
    expect(await countStored('contact-messages', 'subject', subject)).toBe(1)
    release()
    expect(addresses.withValues([subject, 'mary.early', 'Typed before'])).toEqual([])
  })

  test('the quote form can be sent at once: one school already there, the feature rule checked by the server', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    const addresses = watchAddresses(page)
    await page.goto('/quote', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Request a custom quote' })
    const lastName = `Early${unique()}`
    await form.getByLabel(/^Last Name/).fill(lastName)
    await form.getByLabel(/^Email/).fill('early.quote@ministry.example')
    await expect(form.getByLabel(/^Number of Schools/)).toHaveValue('1')
    await submitBeforeScripts(page, form.getByRole('button', { name: 'Request Quote' }))

    const again = page.getByRole('form', { name: 'Request a custom quote' })
    await expect(again.getByText('Select at least one feature', { exact: true })).toBeVisible()
    await expect(again.getByLabel(/^Last Name/)).toHaveValue(lastName)
    expect(await countStored('quote-requests', 'lastName', lastName)).toBe(0)
    release()
    expect(addresses.withValues([lastName, 'early.quote'])).toEqual([])
  })

  test('the footer sign-up is posted and stored, with the address in no URL', async ({ page }) => {
    const release = await holdScripts(page)
    const addresses = watchAddresses(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' })
    const email = `early-${unique()}@example.org`
    await form.getByLabel('Email address').fill(email)
    await submitBeforeScripts(page, form.getByRole('button', { name: 'Subscribe' }))

    await expect(page.getByRole('contentinfo').getByRole('status')).toContainText('Subscribed!')
    expect(await countStored('newsletter-subscribers', 'email', email)).toBe(1)
    release()
    expect(addresses.withValues([email])).toEqual([])
  })
})

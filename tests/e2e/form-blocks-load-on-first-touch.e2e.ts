import type { Page } from '@playwright/test'
import { expectToast, unique, useOwnIp } from './forms'
import { expect, gotoReady, test } from './test'

const CONTACT_TOAST = 'Message Sent!'

/** Every script body the page fetches from now on. */
function collectScripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return () => Promise.all(bodies)
}

/** Scripts fetched after this call (the form's, on first touch) arrive 1.5 s late, as on a slow network. */
async function slowLateScripts(page: Page) {
  let slow = false
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  return () => {
    slow = true
  }
}

const toaster = (page: Page) => page.getByRole('region', { name: /^Notifications/ })

test('a form page is served with its form in place and without the form’s code until the visitor reaches for it', async ({ page }) => {
  const scripts = collectScripts(page)
  await gotoReady(page, '/contact')
  const form = page.getByRole('form', { name: 'Contact us' })
  await expect(form.getByLabel('Name')).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(toaster(page)).toHaveCount(0)
  expect((await scripts()).some((body) => body.includes(CONTACT_TOAST))).toBe(false)

  await form.getByLabel('Name').focus()
  await expect(toaster(page)).toHaveCount(1)
  await expect.poll(async () => (await scripts()).some((body) => body.includes(CONTACT_TOAST))).toBe(true)
})

test('the field in focus and what was typed stay as they were while the form’s code arrives; a held submit is then sent', async ({ page }) => {
  await useOwnIp(page)
  const slow = await slowLateScripts(page)
  await gotoReady(page, '/contact')
  slow()
  const form = page.getByRole('form', { name: 'Contact us' })
  const name = form.getByLabel('Name')
  await name.fill('Mary Seacole')
  const nameElement = await name.elementHandle()
  await form.getByLabel('Email').fill('mary@school.example')
  await form.getByLabel('Subject').fill(`Early ${unique()}`)
  await form.getByLabel('Message').fill('Typed before the code came.')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expectToast(page, CONTACT_TOAST, "We'll get back to you as soon as possible.", 'success')
  // Hydrated in place: the very element the visitor typed into is still the form's field.
  expect(await nameElement!.evaluate((element) => element.isConnected)).toBe(true)
  await expect(name).toHaveValue('')
})

test('a box ticked and options chosen before the code arrived count once it has: the quote form’s submit wakes up', async ({ page }) => {
  await useOwnIp(page)
  const slow = await slowLateScripts(page)
  await gotoReady(page, '/quote')
  slow()
  const form = page.getByRole('form', { name: 'Request a custom quote' })
  const submit = form.getByRole('button', { name: 'Request Quote' })
  await form.getByRole('checkbox', { name: 'Parent Portal' }).check()
  await form.getByLabel(/^Country/).selectOption({ label: 'Jamaica' })
  await expect(submit).toBeDisabled()
  await expect(toaster(page)).toHaveCount(1, { timeout: 10_000 })
  await expect(submit).toBeEnabled()
  await expect(form.getByRole('checkbox', { name: 'Parent Portal' })).toBeChecked()
  await expect(form.getByLabel(/^Country/)).toHaveValue(/.+/)
  await form.getByRole('checkbox', { name: 'Parent Portal' }).uncheck()
  await expect(submit).toBeDisabled()
})

test('a form reached by a client-side navigation works at once', async ({ page }) => {
  await gotoReady(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form.getByRole('alert').first()).toHaveText('Name is required')
})

test('the thank-you links of a late-hydrated form navigate within the site', async ({ page }) => {
  await useOwnIp(page)
  await gotoReady(page, '/demo')
  const form = page.getByRole('form', { name: 'Request a demo' })
  await form.getByLabel(/^First Name/).fill('Ada')
  await form.getByLabel(/^Last Name/).fill(`Late ${unique()}`)
  await form.getByLabel(/^Email/).fill('ada@school.example')
  await form.getByLabel(/^Phone/).fill('+1 876 555 0100')
  await form.getByLabel(/^School \/ Organization/).fill('Kingston College')
  await form.getByLabel(/^Your Role/).selectOption({ label: 'Teacher' })
  await form.getByLabel(/^Country/).selectOption({ label: 'Jamaica' })
  await form.getByRole('button', { name: 'Request Demo' }).click()
  const thanks = page.getByRole('region', { name: 'Thank You!' })
  await expect(thanks).toBeVisible()
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  await thanks.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  // A client-side navigation: the page (and what it held) is the same document.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
})

import type { Page } from '@playwright/test'
import { expectToast, unique, useOwnIp, waitForEmail } from './forms'
import { expect, gotoReady, test } from './test'

/**
 * A form block's code (react-hook-form, zod, its words, sonner) is fetched on the visitor's first
 * touch of the form, not with the page: until then the server's markup stands, and whatever the
 * visitor does to it before the code arrives is kept.
 */

const quote = (page: Page) => page.getByRole('form', { name: 'Request a custom quote' })
const recovery = (page: Page) => page.getByRole('form', { name: 'Recovery support application' })

/** Scripts fetched from now on arrive 1.5 s late, as on a slow phone network. */
async function slowScriptsFromNowOn(page: Page) {
  let slow = false
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  return () => {
    slow = true
  }
}

test('a form page loads no form code until the visitor reaches for the form', async ({ page }) => {
  const scripts: string[] = []
  await gotoReady(page, '/demo')
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const form = page.getByRole('form', { name: 'Request a demo' })
  await expect(form.getByLabel(/^First Name/)).toBeVisible()
  await page.waitForTimeout(1000)
  expect(scripts).toEqual([])
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(0)

  await form.getByLabel(/^First Name/).focus()
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1)
  expect(scripts.length).toBeGreaterThan(0)
})

test('what a visitor typed, chose and ticked before the quote form came alive is kept and sent', async ({ page, control }) => {
  await useOwnIp(page)
  const slowDown = await slowScriptsFromNowOn(page)
  await gotoReady(page, '/quote')
  slowDown()
  const form = quote(page)
  const lastName = `Early ${unique()}`
  await form.getByRole('checkbox', { name: 'Parent Portal' }).check()
  await form.getByLabel(/^First Name/).fill('Nanny')
  await form.getByLabel(/^Last Name/).fill(lastName)
  await form.getByLabel(/^Email/).fill('nanny@ministry.example')
  await form.getByLabel(/^Phone/).fill('+1 876 555 0177')
  await form.getByLabel(/^Job Title/).fill('Chief Education Officer')
  await form.getByLabel(/^Organization Name/).fill('Ministry of Education')
  await form.getByLabel(/^Organization Type/).selectOption({ label: 'Ministry of Education' })
  await form.getByLabel(/^Country/).selectOption({ label: 'Jamaica' })
  await form.getByLabel(/^Number of Students/).fill('45000')
  await form.getByLabel(/^Number of Teachers/).fill('3200')
  await expect(form.getByLabel(/^Number of Schools/)).toHaveValue('1')
  await form.getByLabel(/^Implementation Timeline/).selectOption({ label: 'Within 3–6 months' })
  await form.getByRole('checkbox', { name: 'Staff Training' }).check()
  await form.getByLabel(/^Additional Information/).focus()

  // The ticked feature enables the submit button once the form is alive, and the focus stayed.
  const submit = form.getByRole('button', { name: 'Request Quote' })
  await expect(submit).toBeEnabled()
  await expect(form.getByLabel(/^Additional Information/)).toBeFocused()
  await expect(form.getByLabel(/^Last Name/)).toHaveValue(lastName)
  await expect(form.getByRole('checkbox', { name: 'Parent Portal' })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Staff Training' })).toBeChecked()
  await submit.click()
  await expectToast(page, 'Quote Request Submitted!', 'Our team will prepare your custom quote within 48 hours.', 'success')
  const mail = await waitForEmail(control, (m) => m.subject === `New Quote Request from Nanny ${lastName}`)
  for (const text of ['Parent Portal', 'Staff Training', 'Jamaica', 'Within 3–6 months', '45000', '3200']) expect(mail.html).toContain(text)
})

test('a submit made before the contact form came alive is held, checked and then sent', async ({ page }) => {
  await useOwnIp(page)
  const slowDown = await slowScriptsFromNowOn(page)
  await gotoReady(page, '/contact')
  slowDown()
  const form = page.getByRole('form', { name: 'Contact us' })
  await form.getByLabel(/^Name/).fill('Early Sender')
  await form.getByRole('button', { name: 'Send Message' }).click()
  // Held rather than sent by the browser (which would reload the page with the fields in its address).
  await expect(form.getByRole('alert')).toHaveText(['Email is required', 'Subject is required', 'Message is required'])
  expect(new URL(page.url()).search).toBe('')
  await expect(form.getByLabel(/^Name/)).toHaveValue('Early Sender')
})

test('"Other" ticked on the recovery form before its code arrived shows its box once alive', async ({ page }) => {
  const slowDown = await slowScriptsFromNowOn(page)
  await gotoReady(page, '/recovery-support')
  slowDown()
  const form = recovery(page)
  await form.getByRole('checkbox', { name: 'Other', exact: true }).check()
  await expect(form.getByLabel('Other Support Needed')).toBeVisible()
  await expect(form.getByRole('checkbox', { name: 'Other', exact: true }).first()).toBeChecked()
})

test('a form page reached by a link inside the site shows its form at once, and it works', async ({ page }) => {
  await gotoReady(page, '/')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('banner').getByRole('link', { name: 'Request Demo' }).click()
  await expect(page).toHaveURL(/\/demo$/)
  // A client-side navigation: nothing of the server's markup to keep, so the form renders now.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  const form = page.getByRole('form', { name: 'Request a demo' })
  await expect(form.getByLabel(/^First Name/)).toBeVisible()
  await form.getByRole('button', { name: 'Request Demo' }).click()
  await expect(form.getByRole('alert').first()).toHaveText('First name is required')
})

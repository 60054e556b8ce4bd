import { expect, gotoReady, test } from './test'
import { fillRecoveryApplication as fillApplication, useOwnIp } from './forms'
import { emailsTo, expectNoAxeViolations, toast } from './recoveryHelpers'

const form = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Recovery support application' })

test('shows the "other" box only while "Other" support is ticked', async ({ page }) => {
  await gotoReady(page, '/recovery-support')
  const f = form(page)
  const otherBox = f.getByLabel('Other Support Needed')
  await expect(otherBox).toHaveCount(0)
  await f.getByRole('checkbox', { name: 'Other', exact: true }).check()
  await expect(otherBox).toBeVisible()
  await f.getByRole('checkbox', { name: 'Other', exact: true }).uncheck()
  await expect(otherBox).toHaveCount(0)
})

test('a school applies: both validation errors, then the confirmation with its case ID', async ({
  page,
  control,
}) => {
  const email = `applicant-${Date.now()}@leeward.example`
  await useOwnIp(page)
  await gotoReady(page, '/recovery-support')
  const f = form(page)
  await fillApplication(f, email)
  const submit = f.getByRole('button', { name: 'Submit Application' })

  // Consents unticked.
  await submit.click()
  await expect(toast(page, 'Validation Error', 'Please agree to all required terms.')).toBeVisible()
  await f.getByLabel(/I consent to the collection/).check()
  await f.getByLabel(/I confirm that I am authorized/).check()

  // No support type.
  await submit.click()
  await expect(
    toast(page, 'Validation Error', 'Please select at least one type of support needed.'),
  ).toBeVisible()
  await expect(f.getByText('Please select at least one type of support needed.')).toBeVisible()

  await f.getByRole('checkbox', { name: 'Deferred payment (grace period)' }).check()
  await f.getByRole('checkbox', { name: 'Other', exact: true }).check()
  await f.getByLabel('Other Support Needed').fill('Replacement science kits')

  // Hold the request so the sending state can be seen.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/forms/recovery', async (route) => {
    await held
    await route.continue()
  })
  await page.mouse.wheel(0, 4000)
  await submit.click()
  const sending = f.getByRole('button', { name: 'Submitting...' })
  await expect(sending).toBeDisabled()
  release()

  const confirmation = page.getByRole('heading', { name: 'Application Submitted' })
  await expect(confirmation).toBeVisible()
  const caseId = (await page.locator('strong', { hasText: /^RA-\d{4}-/ }).textContent())!.trim()
  expect(caseId).toMatch(/^RA-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/)
  await expect(toast(page, 'Application Submitted', `Your case ID is ${caseId}`)).toBeVisible()
  await expect(form(page)).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await expect
    .poll(async () => (await emailsTo(control, email)).map((m) => m.subject))
    .toContain(`Recovery support application received: ${caseId}`)

  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a server failure shows "Submission Error" and keeps what was typed', async ({ page }) => {
  await useOwnIp(page)
  await gotoReady(page, '/recovery-support')
  const f = form(page)
  await fillApplication(f, 'keep@leeward.example')
  await f.getByLabel(/I consent to the collection/).check()
  await f.getByLabel(/I confirm that I am authorized/).check()
  await f.getByRole('checkbox', { name: 'Virtual learning setup (LMS)' }).check()

  await page.route('**/api/forms/recovery', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Database unavailable' }),
    }),
  )
  await f.getByRole('button', { name: 'Submit Application' }).click()
  await expect(toast(page, 'Submission Error', 'Database unavailable')).toBeVisible()
  // A dropped connection is no failure: the application waits on the device
  // (forms-sent-when-the-network-returns.e2e.ts).

  await expect(f.getByLabel('School Name')).toHaveValue('Leeward Heights Secondary')
  await expect(f.getByRole('checkbox', { name: 'Virtual learning setup (LMS)' })).toBeChecked()
})

test('the application form passes an axe-core scan, also with its errors shown', async ({
  page,
}) => {
  await gotoReady(page, '/recovery-support')
  await expectNoAxeViolations(page)
  await form(page).getByRole('button', { name: 'Submit Application' }).click()
  await expect(form(page).getByText('Enter the school name.')).toBeVisible()
  // The submit check's toast comes a moment after the inline messages: scanned once it is there
  // (and, in expectNoAxeViolations, once it has faded in), not while it arrives.
  await expect(toast(page, 'Validation Error', 'Please agree to all required terms.')).toBeVisible()
  await expectNoAxeViolations(page)
})

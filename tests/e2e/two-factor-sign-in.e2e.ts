import {
  createStaffUser,
  createUnenrolledStaffUser,
  enterPassword,
  expectNoAxeViolations,
  toast,
} from './recoveryHelpers'
import { expect, test } from './test'
import { freshCode, wrongCode } from './twoFactor'

test('a first sign-in at /cms enrols: QR code and secret, one code, ten recovery codes, then the CMS opens', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const account = await createUnenrolledStaffUser(['admin'], 'Nadia New')
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login/i }).click()

  await expect(page).toHaveURL(/\/cms\/two-factor/)
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await expectNoAxeViolations(page)

  await page.getByLabel('Authentication code').fill(await freshCode(secret))
  await page.getByRole('button', { name: 'Verify and enable' }).click()

  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
  const codes = page.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  await expect(codes.first()).toHaveText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Copy codes' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  const clipboard = await page.evaluate(() => navigator.clipboard.readText())
  expect(clipboard.trim().split('\n')).toEqual(await codes.allTextContents())

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download codes' }).click()
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt')

  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByText(/Site settings/i).first()).toBeVisible()
})

test('the CMS code screen says "Invalid code" to a wrong code and opens the CMS with the right one', async ({
  page,
}) => {
  const account = await createStaffUser(['admin'], 'Carla Code')
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login/i }).click()

  await expect(page).toHaveURL(/\/cms\/two-factor/)
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
  await expectNoAxeViolations(page)
  // The page's own fetch sends the session cookie as the panel would: a password-only session is nobody.
  const me = await page.evaluate(() => fetch('/api/users/me').then((response) => response.json()))
  expect((me as { user: unknown }).user).toBeNull()
  const step = await page.evaluate(() =>
    fetch('/api/users/two-factor').then((response) => response.json()),
  )
  expect(step).toEqual({ state: 'code', email: account.email })

  await page.getByLabel('Authentication code').fill(await wrongCode(account.secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toHaveText(
    'Invalid code',
  )

  await page.getByLabel('Authentication code').fill(await freshCode(account.secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByText(/Site settings/i).first()).toBeVisible()
})

test('the review card asks for the code after the password; a wrong code says "Invalid code"', async ({
  page,
}) => {
  const reviewer = await createStaffUser(['reviewer'], 'Rita Review')
  await enterPassword(page, reviewer)

  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  await expect(page.getByLabel('Authentication code')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByLabel('Authentication code').fill(await wrongCode(reviewer.secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(toast(page, 'Access Denied', 'Invalid code')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toHaveCount(0)

  await page.getByLabel('Authentication code').fill(await freshCode(reviewer.secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toBeVisible()
})

test('a recovery code signs in on the review card once, and is refused the second time', async ({
  page,
}) => {
  const reviewer = await createStaffUser(['reviewer'], 'Rory Recovery')
  const [code] = reviewer.recoveryCodes

  await enterPassword(page, reviewer)
  await page.getByLabel('Authentication code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toBeVisible()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)

  await enterPassword(page, reviewer)
  await page.getByLabel('Authentication code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(toast(page, 'Access Denied', 'Invalid code')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toHaveCount(0)
})

test('a reviewer without a second factor is sent from the review card to enrolment, then back to the list', async ({
  page,
}) => {
  const reviewer = await createUnenrolledStaffUser(['reviewer'], 'Ella Enrol')
  await enterPassword(page, reviewer)
  await expect(
    page.getByText('Your account needs two-factor sign-in before it can open anything.'),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click()

  await expect(page).toHaveURL(/\/cms\/two-factor/)
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('Authentication code').fill(await freshCode(secret))
  await page.getByRole('button', { name: 'Verify and enable' }).click()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(/\/admin\/applications$/)
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toBeVisible()
})

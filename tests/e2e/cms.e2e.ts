import { expect, test } from './test'
import { seededAdmin, signInToCms } from './twoFactor'

test('the CMS panel at /cms shows Payload login to a signed-out visitor', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect(page.getByLabel(/email/i)).toBeVisible()
  await expect(page.getByLabel(/password/i)).toBeVisible()
})

test('the seeded admin signs in to the CMS with a password and a code', async ({ page }) => {
  // The admin's next unused code may be up to one 30 s window away.
  test.setTimeout(90_000)
  await signInToCms(page, seededAdmin())
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByText(/Site settings/i).first()).toBeVisible()
})

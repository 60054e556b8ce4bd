import { expect, test } from './test'

test('the CMS panel at /cms shows Payload login to a signed-out visitor', async ({ page }) => {
  await page.goto('/cms')
  await expect(page).toHaveURL(/\/cms\/login/)
  await expect(page.getByLabel(/email/i)).toBeVisible()
  await expect(page.getByLabel(/password/i)).toBeVisible()
})

test('the seeded admin signs in to the CMS', async ({ page }) => {
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(process.env.E2E_ADMIN_EMAIL!)
  await page.getByLabel(/password/i).fill(process.env.E2E_ADMIN_PASSWORD!)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/?$/)
  await expect(page.getByText(/Site settings/i).first()).toBeVisible()
})

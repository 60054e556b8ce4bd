import { expect, test } from './test'

test('an unknown path answers 404 with the 404 page and a link home', async ({ page }) => {
  const response = await page.goto('/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: /home/i }).click()
  await expect(page).toHaveURL(/\/$/)
})

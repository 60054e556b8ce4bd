import { keepOffline } from './offline'
import { expect, gotoReady, test } from './test'

// The listing fixture (tests/fixtures/schools.ts) holds 18 clients, 14 of them in Grenada.
const LOAD_FAILED = 'Unable to load schools. Please try again later.'

test.beforeEach(async ({ context }) => {
  await keepOffline(context)
})

const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'School name or country' })
const suggestions = (page: import('@playwright/test').Page) =>
  page.getByRole('listbox', { name: 'Schools' }).getByRole('option')

// Runs in its own Playwright project before every other test (playwright.config.ts): the
// server caches the list once it has it (and never a failure), so the failure state can only
// be seen before any finder has loaded the list. The finder asks for it from the browser
// (/api/schools) when it loads, on a page served like any other from the page cache.
test.describe('school finder with a cold cache', () => {
  test('shows the failure, Try Again retries, and it recovers once the listing is back', async ({
    page,
    control,
  }) => {
    expect(
      await control('/schools/requests'),
      'no earlier test may have loaded the clients listing',
    ).toEqual([])
    await control('/schools/mode/down')
    try {
      const response = await gotoReady(page, '/login')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(LOAD_FAILED)
      const tryAgain = page.getByRole('button', { name: 'Try Again' })

      // Still down: Try Again asks the listing again and fails again.
      const asked = ((await control('/schools/requests')) as string[]).length
      await tryAgain.click()
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(LOAD_FAILED)
      expect(((await control('/schools/requests')) as string[]).length).toBeGreaterThan(asked)

      // Hanging: the loading state shows until the server gives up.
      await control('/schools/mode/hang')
      await tryAgain.click()
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading schools...')
      await expect(tryAgain).toBeDisabled()
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(LOAD_FAILED, {
        timeout: 15_000,
      })

      await control('/schools/mode/up')
      await tryAgain.click()
      await expect(searchBox(page)).toBeVisible()
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
      await searchBox(page).fill('montego')
      await expect(suggestions(page)).toHaveCount(1)
    } finally {
      await control('/schools/mode/up')
    }
  })
})

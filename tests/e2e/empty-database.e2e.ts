import { expect, test } from '@playwright/test'
import { contentRoutes } from './contentRoutes'
import { control } from './test'

// Runs first (playwright.config.ts, project "empty-database"): globalSetup built and started the
// app on a migrated database with nothing in it, as a deployer does before `npm run seed`. This
// file uses Playwright's own `test`, not ours, which would seed the database before it starts.
test.use({ baseURL: process.env.E2E_BASE_URL })

const otherRoutes = [
  '/resources/blog',
  '/resources/blog?category=news&page=2',
  '/resources/blog/any-post',
  '/careers/1',
  '/admin/applications',
  '/trial',
  '/no-such-page',
  '/search?q=attendance',
]

test.describe.configure({ mode: 'serial' })

test('every route renders on an empty database, with the default site settings', async ({
  request,
}) => {
  test.setTimeout(120_000)
  for (const path of [...contentRoutes.map((route) => route.path), ...otherRoutes]) {
    const response = await request.get(path)
    const status = response.status()
    expect([200, 404], `${path} answered ${status}`).toContain(status)
    // The header, with the default settings' brand as its home link, in the server's HTML.
    const header = (await response.text()).match(/<header\b[\s\S]*?<\/header>/)?.[0] ?? ''
    expect(header, path).toMatch(/<a\b[^>]*href="\/"[^>]*>School Platform<span/)
  }
})

test('the sitemap and robots.txt answer on an empty database', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(await sitemap.text()).not.toContain('<loc>')
  expect((await request.get('/robots.txt')).status()).toBe(200)
})

test('a later `npm run seed` shows the seeded content on the next visit, without a rebuild', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await control('/seed')
  const home = await page.goto('/')
  expect(home?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentRoutes[0].h1)
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Simplified Education/ }),
  ).toBeVisible()
  await page.goto('/faqs')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
  ).toBeVisible()
  // It answered 404 before the seed; a 404 is never cached, so its redirect shows at once.
  const trial = await request.get('/trial', { maxRedirects: 0 })
  expect(trial.status()).toBe(307)
  expect(trial.headers().location).toMatch(/\/demo$/)
})

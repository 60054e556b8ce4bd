import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { localizePath } from '../../../src/lib/i18n/paths'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { contentRoutes } from '../contentRoutes'
import { expect, gotoReady, test } from './test'

// The seeded site, in both languages, on a server of its own (a copy of the seeded template): these scans only read,
// and so they run beside the tests that change the suite's server.
let server: Awaited<ReturnType<typeof startIsolatedServer>>
const at = (path: string) => `${server.baseUrl}${path}`

test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startIsolatedServer({}, { seed: true })
})

test.afterAll(async () => {
  await server?.stop()
})

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Each violation axe finds on the page, a line naming its rule and the elements. */
async function violationsOn(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test.describe('WCAG 2.1 AA (axe-core)', () => {
  const paths = contentRoutes.map((entry) => entry.path)
  const spanish = paths.map((path) => localizePath(path, 'es'))
  const routes = [
    ...paths,
    ...spanish,
    '/careers/999999',
    '/search?q=attendance',
    '/es/search?q=nada-por-aqui',
    `/draft/${'A'.repeat(43)}`,
    `/es/draft/${'A'.repeat(43)}`,
  ]

  // One page visits every route in turn, as a reader browsing the site: the browser's cache keeps
  // the shared scripts, which a fresh page per route would fetch and compile again. Each route is
  // a step with its own (soft) check, so one failure still names every route that fails.
  test('every public route has no violations', async ({ page }) => {
    test.setTimeout(routes.length * 20_000)
    for (const route of routes) {
      await test.step(route, async () => {
        await gotoReady(page, at(route))
        expect.soft(await violationsOn(page), `violations on ${route}`).toEqual([])
      })
    }
  })

  // At a phone's width wide tables scroll sideways and the header is a popover panel: states the
  // desktop scan above never sees.
  test('at a phone’s width, pages with wide tables or many sections have no violations', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 412, height: 823 })
    for (const route of [
      '/',
      '/es',
      '/pricing',
      '/es/pricing',
      '/trust',
      '/company',
      '/product/donafi',
    ]) {
      await test.step(route, async () => {
        await gotoReady(page, at(route))
        expect.soft(await violationsOn(page), `violations on ${route}`).toEqual([])
      })
    }
    await test.step('/ with the menu panel open', async () => {
      await gotoReady(page, at('/'))
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
      ).toBeVisible()
      expect(await violationsOn(page)).toEqual([])
    })
  })

  test('/faqs with an answer open and /pricing on another tab have no violations', async ({
    page,
  }) => {
    await gotoReady(page, at('/faqs'))
    await page.getByRole('button', { name: 'How much does the platform cost?' }).click()
    expect((await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations).toEqual([])
    await gotoReady(page, at('/pricing'))
    await page.getByRole('tab', { name: 'Governments' }).click()
    expect((await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations).toEqual([])
  })
})

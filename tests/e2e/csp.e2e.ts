import type { BrowserContext, Page } from '@playwright/test'
import type { Page as CmsPage } from '../../src/payload-types'
import { PIXEL_PNG } from '../fixtures/httpFixture'
import { adminLogin, findOne } from './cmsApi'
import { contentRoutes } from './contentRoutes'
import { keepOffline } from './offline'
import { expect, gotoReady, test } from './test'
import { seededAdmin, signInToCms } from './twoFactor'

type Violation = { directive: string; blocked: string; page: string }

/** Collects every CSP violation the browser reports, on every page of `context`: the DOM event and the console. */
async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = []
  await context.exposeFunction('__reportCspViolation', (violation: Violation) =>
    violations.push(violation),
  )
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
        .__reportCspViolation
      report({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      })
    })
  })
  const watchConsole = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push({ directive: 'console', blocked: message.text(), page: page.url() })
    })
  context.pages().forEach(watchConsole)
  context.on('page', watchConsole)
  return violations
}

// Pages open side by side: most of each visit is the half second of network quiet waited for.
const PAGES_AT_ONCE = 4

/** Visits every path until its network is quiet, on a few pages of `context` at once. */
async function visitAll(context: BrowserContext, paths: string[]) {
  const queue = [...paths]
  const visitor = async () => {
    const page = await context.newPage()
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await page.close()
  }
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, visitor))
}

const publicPaths = [
  ...contentRoutes.map((route) => route.path),
  '/resources/blog',
  '/resources/blog?category=case-studies',
  '/resources/blog/post-2',
  '/no-such-page',
]

test.describe('Content-Security-Policy in the browser', () => {
  test.describe.configure({ timeout: 180_000 })

  test('no public route breaks the policy', async ({ page, context }) => {
    await keepOffline(context)
    const violations = await watchViolations(context)
    await visitAll(context, publicPaths)
    // The school finder loads its list and shows logos once a visitor types.
    await gotoReady(page, '/login')
    await page.getByRole('combobox', { name: 'School name or country' }).fill('Grenada')
    await expect(
      page.getByRole('listbox', { name: 'Schools' }).getByRole('option').first(),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })

  test('the review page and the CMS (dashboard, block editor, media upload) keep to the policy', async ({
    page,
    context,
  }) => {
    const violations = await watchViolations(context)
    await page.goto('/admin/applications')
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()

    await signInToCms(page, seededAdmin())
    await expect(page).toHaveURL(/\/cms\/?$/)
    await expect(page.getByText(/Site settings/i).first()).toBeVisible()

    const token = await adminLogin()
    const pricing = await findOne<CmsPage>(token, 'pages', 'path', 'pricing')
    await page.goto(`/cms/collections/pages/${pricing.id}`)
    await expect(page.getByText('Layout').first()).toBeVisible()
    await page.waitForLoadState('networkidle')

    await page.goto('/cms/collections/media/create')
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'csp-check.png', mimeType: 'image/png', buffer: PIXEL_PNG })
    await page.getByRole('textbox', { name: /^Alt/ }).fill('A one-pixel image for the CSP check')
    await page.getByRole('button', { name: /save/i }).first().click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
})

import type { Page } from '@playwright/test'
import type { Page as CmsPage } from '../../src/payload-types'
import { PIXEL_PNG } from '../fixtures/httpFixture'
import { adminLogin, findOne } from './cmsApi'
import { contentRoutes } from './contentRoutes'
import { keepOffline } from './offline'
import { expect, gotoReady, test } from './test'
import { seededAdmin, signInToCms } from './twoFactor'

type Violation = { directive: string; blocked: string; page: string }

/** Collects every CSP violation the browser reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = []
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation
      report({ directive: event.violatedDirective, blocked: event.blockedURI, page: location.pathname })
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push({ directive: 'console', blocked: message.text(), page: page.url() })
  })
  return violations
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
    const violations = await watchViolations(page)
    for (const path of publicPaths) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    // The school finder loads its list and shows logos once a visitor types.
    await gotoReady(page, '/login')
    await page.getByRole('combobox', { name: 'School name or country' }).fill('Grenada')
    await expect(page.getByRole('listbox', { name: 'Schools' }).getByRole('option').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })

  test('the review page and the CMS (dashboard, block editor, media upload) keep to the policy', async ({ page }) => {
    const violations = await watchViolations(page)
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
    await page.locator('input[type="file"]').setInputFiles({ name: 'csp-check.png', mimeType: 'image/png', buffer: PIXEL_PNG })
    await page.getByRole('textbox', { name: /^Alt/ }).fill('A one-pixel image for the CSP check')
    await page.getByRole('button', { name: /save/i }).first().click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
})

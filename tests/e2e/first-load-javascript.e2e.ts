import type { Page } from '@playwright/test'
import { expectToast, unique, useOwnIp } from './forms'
import { expect, gotoReady, test } from './test'

/**
 * The JavaScript a bare Next page (no client component) transfers on its first load: the bench's
 * "JS KiB" of the bare page, which Lighthouse counts as this test does, bytes as served, headers
 * included. Update it from a bench run (`BENCH_ONLY=lighthouse npm run bench`).
 */
const BARE_PAGE_KIB = 134
/** A page may carry this much more than the bare page; a page with a full form, more. */
const PAGE_BUDGET_KIB = BARE_PAGE_KIB + 15
const FORM_PAGE_BUDGET_KIB = BARE_PAGE_KIB + 35

const FORM_PAGES = ['/demo', '/quote', '/contact', '/recovery-support', '/trust/sub-processors']
const inBothLanguages = (paths: string[]) =>
  paths.flatMap((path) => [path, path === '/' ? '/es' : `/es${path}`])

/**
 * The bytes of script the browser received for a page's first visit, until it was live and left
 * alone: each response's body as sent (compressed as the server chose) and its headers.
 */
async function firstLoadScriptKiB(page: Page, path: string) {
  const sizes: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize))
  })
  await gotoReady(page, path)
  await page.waitForLoadState('networkidle')
  expect(sizes.length).toBeGreaterThan(0)
  return (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0) / 1024
}

const budgets = [
  ...inBothLanguages(['/', '/trust']).map((path) => ({ path, budget: PAGE_BUDGET_KIB })),
  ...inBothLanguages(FORM_PAGES).map((path) => ({ path, budget: FORM_PAGE_BUDGET_KIB })),
]

for (const { path, budget } of budgets) {
  test(`the first load of ${path} transfers at most ${budget} KiB of JavaScript`, async ({
    page,
  }) => {
    const kib = await firstLoadScriptKiB(page, path)
    // The figure itself, in the report: budgets move with the bench, and so should reviews.
    test.info().annotations.push({ type: 'KiB transferred', description: kib.toFixed(1) })
    expect(kib).toBeLessThanOrEqual(budget)
  })
}

test('the toaster loads only when the visitor reaches for the footer form', async ({ page }) => {
  await gotoReady(page, '/')
  const toaster = page.getByRole('region', { name: /^Notifications/ })
  const email = page.getByRole('contentinfo').getByLabel('Email address')
  await email.scrollIntoViewIfNeeded()
  // Scrolled into view and left alone a while: the form's code is still not there.
  await page.waitForTimeout(1000)
  await expect(toaster).toHaveCount(0)
  await email.focus()
  await expect(toaster).toHaveCount(1)
})

test('what a visitor typed into the footer form before its code arrived is kept and sent', async ({
  page,
}) => {
  await useOwnIp(page)
  // Scripts fetched after hydration (the form's) arrive 1.5 s late, as on a slow phone network,
  // so the typing and the click surely land on the server-rendered shell.
  let slow = false
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await gotoReady(page, '/')
  slow = true
  const footer = page.getByRole('contentinfo')
  const email = footer.getByLabel('Email address')
  await email.fill(`early-${unique()}@example.org`)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expectToast(page, 'Subscribed!', "You've been added to our newsletter and CRM.", 'success')
  await expect(email).toHaveValue('')
})

test('a form page fetches sonner once: the toaster comes from the module that raises the toasts', async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(response.text().catch(() => ''))
  })
  await gotoReady(page, '/contact')
  await page.getByRole('form', { name: 'Contact us' }).getByLabel('Name').focus()
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1)
  const bodies = await Promise.all(scripts)
  expect(bodies.filter((body) => body.includes('sonner-loading-wrapper')).length).toBe(1)
})

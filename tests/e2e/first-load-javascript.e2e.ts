import { gzipSync } from 'node:zlib'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectToast, unique, useOwnIp } from './forms'
import { expect, gotoReady, test } from './test'

/** A bare Next page's script (no client component), from the bench's last run. */
const BARE_PAGE_KIB = 134
/** A page may carry this much more than the bare page; a page with a full form, more. */
const PAGE_BUDGET_KIB = BARE_PAGE_KIB + 15
const FORM_PAGE_BUDGET_KIB = BARE_PAGE_KIB + 35

const FORM_PAGES = ['/demo', '/quote', '/contact', '/recovery-support']
const inBothLanguages = (paths: string[]) => paths.flatMap((path) => [path, path === '/' ? '/es' : `/es${path}`])

/** The scripts the browser fetched for a page's first visit, until it was live and left alone. */
async function firstLoadScripts(page: Page, path: string) {
  const sources: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') sources.push(new URL(request.url()).pathname)
  })
  await gotoReady(page, path)
  await page.waitForLoadState('networkidle')
  return sources
}

async function gzippedKiB(request: APIRequestContext, sources: string[]) {
  let bytes = 0
  for (const source of new Set(sources)) bytes += gzipSync(await (await request.get(source)).body()).length
  return bytes / 1024
}

const budgets = [
  ...inBothLanguages(['/']).map((path) => ({ path, budget: PAGE_BUDGET_KIB })),
  ...inBothLanguages(FORM_PAGES).map((path) => ({ path, budget: FORM_PAGE_BUDGET_KIB })),
]

for (const { path, budget } of budgets) {
  test(`the first load of ${path} carries at most ${budget} KiB of gzipped JavaScript`, async ({ page, request }) => {
    const sources = await firstLoadScripts(page, path)
    expect(sources.length).toBeGreaterThan(0)
    const kib = await gzippedKiB(request, sources)
    // The figure itself, in the report: budgets move with the bench, and so should reviews.
    test.info().annotations.push({ type: 'gzipped KiB', description: kib.toFixed(1) })
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

test('what a visitor typed into the footer form before its code arrived is kept and sent', async ({ page }) => {
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

test('a form page fetches sonner once: the toaster comes from the module that raises the toasts', async ({ page }) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await gotoReady(page, '/contact')
  await page.getByRole('form', { name: 'Contact us' }).getByLabel('Name').focus()
  await expect(page.getByRole('region', { name: /^Notifications/ })).toHaveCount(1)
  const bodies = await Promise.all(scripts)
  expect(bodies.filter((body) => body.includes('sonner-loading-wrapper')).length).toBe(1)
})

import type { Page as CmsPage, Faq, PricingTier } from '../../src/payload-types'
import { adminLogin, api, findOne } from './cmsApi'
import type { Page } from '@playwright/test'
import { expect, test } from './test'
import { query } from './database'
import { signInWithToken } from './twoFactor'
import { showLivePreview, typeUntilPreviewShows } from './livePreview'

/**
 * A page as a visitor gets it: no cookies. (The browser context's own requests would carry the
 * staff session and the draft-mode cookie the live-preview iframe sets.)
 */
async function visitorHtml(path: string): Promise<string> {
  return (await fetch(`${process.env.E2E_BASE_URL}${path}`)).text()
}

/** The pictures of docs/marketers.md, retaken from the seeded site on every run. */
const screenshot = (name: string) => `docs/marketers/${name}.png`

async function publishedPage(token: string, name: string, heading: string) {
  const path = `e2e-${name}-${Date.now()}`
  const { doc } = await api<{ doc: CmsPage }>(token, 'POST', '/pages', {
    title: `E2E ${name}`,
    path,
    layout: [{ blockType: 'hero', heading }],
    _status: 'published',
  })
  return doc
}

test('typing in a page’s hero heading updates the live preview before saving', async ({ page }) => {
  test.setTimeout(60_000)
  const doc = await publishedPage(await adminLogin(), 'live', 'Heading as published')
  await signInWithToken(page)
  await page.goto(`/cms/collections/pages/${doc.id}`)
  const preview = await showLivePreview(page)
  await expect(preview.locator('h1')).toHaveText('Heading as published')
  const typed = `Typed, not saved ${Date.now()}`
  await typeUntilPreviewShows(
    page.locator('#field-layout__0__heading'),
    preview.locator('h1'),
    typed,
  )
  await page.screenshot({ path: screenshot('live-preview') })
  // Nothing was saved: visitors still see the published heading.
  expect(await visitorHtml(`/${doc.path}`)).toContain('Heading as published')
})

/** Opens a document in the CMS with its live preview; returns the preview's iframe. */
async function openLivePreview(page: Page, collection: string, id: number) {
  await signInWithToken(page)
  await page.goto(`/cms/collections/${collection}/${id}`)
  return showLivePreview(page)
}

test('typing a pricing tier’s name updates the live preview of /pricing before saving', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const token = await adminLogin()
  const name = `E2E tier ${Date.now()}`
  const { doc } = await api<{ doc: PricingTier }>(token, 'POST', '/pricing-tiers', {
    name,
    audience: 'schools',
    price: 4.5,
    order: 4,
    features: [{ name: 'E2E feature' }],
    _status: 'published',
  })
  try {
    const preview = await openLivePreview(page, 'pricing-tiers', doc.id)
    // By tag: Playwright's role engine does not see into the iframe inside the admin's layout.
    await expect(preview.locator('h3', { hasText: name })).toBeVisible()
    const typed = `Typed tier, not saved ${Date.now()}`
    await typeUntilPreviewShows(
      page.locator('#field-name'),
      preview.locator('h3', { hasText: typed }),
      typed,
    )
    // In place of the published tier, among the others.
    await expect(preview.locator('h3', { hasText: typed })).toBeVisible()
    await expect(preview.locator('h3', { hasText: name })).toHaveCount(0)
    await expect(preview.locator('h3', { hasText: 'Basic' })).toBeVisible()
    expect(await visitorHtml('/pricing')).not.toContain(typed)
  } finally {
    // Visitors' /pricing (and pricing.e2e.ts) count the seeded tiers only.
    await api(token, 'DELETE', `/pricing-tiers/${doc.id}`)
  }
})

test('typing the question of an FAQ never published updates the live preview of /faqs before saving', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const token = await adminLogin()
  const question = `E2E draft question ${Date.now()}?`
  const { doc } = await api<{ doc: Faq }>(token, 'POST', '/faqs?draft=true', {
    category: 'getting-started',
    question,
    answer: 'An answer only staff have seen.',
    order: 99,
    _status: 'draft',
  })
  try {
    const preview = await openLivePreview(page, 'faqs', doc.id)
    // Added to the list as if published, beside the published questions.
    await expect(preview.getByText(question)).toBeVisible()
    const typed = `Typed question, not saved ${Date.now()}?`
    await typeUntilPreviewShows(page.locator('#field-question'), preview.getByText(typed), typed)
    await expect(preview.getByText(typed)).toBeVisible()
    expect(await visitorHtml('/faqs')).not.toContain('E2E draft question')
  } finally {
    await api(token, 'DELETE', `/faqs/${doc.id}`)
  }
})

test('a publish scheduled in the CMS goes live on the public page when its time comes', async ({
  page,
}) => {
  const token = await adminLogin()
  const doc = await publishedPage(token, 'scheduled', 'Before the launch')
  await api(token, 'PATCH', `/pages/${doc.id}?draft=true`, {
    layout: [{ blockType: 'hero', heading: 'After the launch' }],
  })
  const visitorHeading = async () =>
    (await visitorHtml(`/${doc.path}`)).match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]
  expect(await visitorHeading()).toBe('Before the launch')

  await signInWithToken(page)
  await page.goto(`/cms/collections/pages/${doc.id}`)
  // The next whole minute at least 60 s away (the picker has no seconds).
  const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000)
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.getByRole('dialog')
  await drawer.locator('.date-time-picker input').fill(formatForPicker(at))
  await drawer.locator('.date-time-picker input').press('Enter')
  await page.screenshot({ path: screenshot('scheduling') })
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()

  // The list shows what is scheduled, and nothing is live before its time.
  await page.goto('/cms/collections/pages')
  await expect(page.getByRole('region', { name: 'Scheduled changes' })).toContainText(
    'E2E scheduled',
  )
  const [job] = await query<{ wait_until: Date }>(
    `SELECT wait_until FROM payload_jobs WHERE task_slug = 'schedulePublish' AND completed_at IS NULL AND input->'doc'->>'value' = $1`,
    [String(doc.id)],
  )
  expect(job.wait_until.getTime()).toBe(at.getTime())
  expect(await visitorHeading()).toBe('Before the launch')

  // Its time comes now rather than in a minute: the server's job runner claims the job and the
  // page's cache tags expire, as they would at the chosen minute.
  await query(
    `UPDATE payload_jobs SET wait_until = now() WHERE task_slug = 'schedulePublish' AND completed_at IS NULL AND input->'doc'->>'value' = $1`,
    [String(doc.id)],
  )
  await expect.poll(visitorHeading, { timeout: 30_000, intervals: [500] }).toBe('After the launch')
})

test('changing a page’s path answers 301 from the old path', async ({ page }) => {
  const token = await adminLogin()
  const doc = await publishedPage(token, 'moved', 'A page that moves')
  expect((await page.request.get(`/${doc.path}`)).status()).toBe(200)
  const newPath = `${doc.path}-new`
  await api(token, 'PATCH', `/pages/${doc.id}`, { path: newPath, _status: 'published' })
  const old = await page.request.get(`/${doc.path}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toBe(`/${newPath}`)
  expect((await page.request.get(`/${newPath}`)).status()).toBe(200)
})

test('visitors get no trace of the staff bar; signed-in staff see "Edit this page", which opens the right document', async ({
  browser,
}) => {
  test.setTimeout(30_000)
  expect(await visitorHtml('/')).not.toMatch(/staff-bar|Edit this page/)

  const home = await findOne<CmsPage>(await adminLogin(), 'pages', 'path', '/')
  const staff = await browser.newPage({ baseURL: process.env.E2E_BASE_URL })
  await signInWithToken(staff)
  await staff.goto('/')
  const bar = staff.getByRole('region', { name: 'Staff tools' })
  await expect(bar.getByRole('link', { name: 'Preview draft' })).toBeVisible()
  await staff.screenshot({ path: screenshot('staff-bar') })
  await bar.getByRole('link', { name: 'Edit this page' }).click()
  await expect(staff).toHaveURL(new RegExp(`/cms/collections/pages/${home.id}$`))
  // A Spanish page is the same document, opened in Spanish.
  const pricing = await findOne<CmsPage>(await adminLogin(), 'pages', 'path', 'pricing')
  await staff.goto('/es/pricing')
  await expect(bar.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    `/cms/collections/pages/${pricing.id}?locale=es`,
  )
  await staff.close()

  // A visitor after the staff member still gets the cached page without it.
  expect(await visitorHtml('/')).not.toMatch(/staff-bar|Edit this page/)
})

test('the SEO tab shows the title and description lengths and a search-result preview', async ({
  page,
}) => {
  test.setTimeout(30_000)
  const doc = await publishedPage(await adminLogin(), 'seo', 'SEO heading')
  await signInWithToken(page)
  await page.goto(`/cms/collections/pages/${doc.id}`)
  await page.getByRole('button', { name: 'SEO' }).click()
  const panel = page.getByTestId('seo-panel')
  await expect(panel).toContainText(`Title: ${'E2E seo'.length} / 60 characters`)
  await expect(panel).toContainText('Description: 0 / 160 characters')
  await expect(panel).toContainText('No description')
  await expect(panel).toContainText('No Open Graph image')
  const description = 'Word '.repeat(40).trim()
  await page.locator('#field-meta__description').fill(description)
  await expect(panel).toContainText(
    `Description: ${description.length} / 160 characters (search results cut the rest)`,
  )
  await expect(panel).not.toContainText('No description')
})

/** The schedule drawer's picker format (react-datepicker, "MMM d, yyy h:mm a"), in local time. */
function formatForPicker(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short' })
  const hours = date.getHours() % 12 || 12
  const minutes = String(date.getMinutes()).padStart(2, '0')
  return `${month} ${date.getDate()}, ${date.getFullYear()} ${hours}:${minutes} ${date.getHours() < 12 ? 'AM' : 'PM'}`
}

test('the CMS search finds a page by text inside its blocks', async ({ page }) => {
  test.setTimeout(30_000)
  const word = `zebrafinch${Date.now()}`
  const token = await adminLogin()
  const doc = await publishedPage(token, 'search', 'Searchable page')
  await api(token, 'PATCH', `/pages/${doc.id}`, {
    layout: [
      {
        blockType: 'hero',
        heading: 'Searchable page',
        text: `Only this hero mentions the ${word}.`,
      },
    ],
    _status: 'published',
  })
  await signInWithToken(page)
  await page.goto('/cms/collections/pages')
  await page.getByPlaceholder(/search by/i).fill(word)
  await expect(page.getByRole('link', { name: 'E2E search' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0)
})

import type { Page as BrowserPage } from '@playwright/test'
import type { Page as CmsPage } from '../../src/payload-types'
import { adminLogin, api } from './cmsApi'
import type { BlockCase } from '../../src/blocks/e2eCase'
import { everyBlockCase, everyBlockLayout } from './everyBlockCases'
import { keepOffline } from './offline'
import { fetchPage } from './pageCache'
import { expect, gotoReady, test } from './test'

// The promise of a block-built CMS: a marketer may place any block on any page, and every page
// is served from the page cache, so no block may need per-request data on the server.

test.beforeEach(async ({ context }) => {
  await keepOffline(context)
})

/** Every block of the page, each by what a visitor sees of it. */
async function expectEveryBlock(page: BrowserPage, cases: readonly BlockCase[]) {
  const main = page.getByRole('main')
  for (const { blockType, visible } of cases) {
    for (const locator of visible(main)) {
      await expect(locator, `the ${blockType} block`).toBeVisible()
    }
  }
}

/** The school finder loaded its list in the browser: typing a country suggests its schools. */
async function expectSchoolFinderSuggests(page: BrowserPage) {
  const box = page.getByRole('combobox', { name: 'School name or country', exact: true })
  const options = page.getByRole('listbox', { name: 'Schools', exact: true }).getByRole('option')
  // The listing fixture (tests/fixtures/schools.ts) holds one school in Jamaica.
  await box.fill('jamaica')
  await expect(options).toHaveCount(1)
  await expect(options.first()).toContainText('Montego Bay High School')
}

test.describe('a page holding every block type', () => {
  let token: string
  let pageId: CmsPage['id'] | undefined
  let path: string
  let cases: BlockCase[]

  test.beforeAll(async () => {
    cases = await everyBlockCase()
    token = await adminLogin()
    const slug = `every-block-${Date.now()}`
    const forms = await api<{ docs: { id: number }[] }>(
      token,
      'GET',
      '/forms?where[name][equals]=webinar-registration&depth=0',
    )
    const { doc } = await api<{ doc: CmsPage }>(token, 'POST', '/pages', {
      title: 'Every block',
      path: slug,
      layout: everyBlockLayout(cases, { builtFormId: forms.docs[0].id }),
      _status: 'published',
    })
    pageId = doc.id
    path = `/${slug}`
  })

  test.afterAll(async () => {
    if (pageId !== undefined) await api(token, 'DELETE', `/pages/${pageId}`)
  })

  test('answers 200 to a signed-out visitor with every block visible', async ({ page }) => {
    const response = await gotoReady(page, path)
    expect(response?.status()).toBe(200)
    await expectEveryBlock(page, cases)
  })

  test('the school finder on it suggests schools after typing', async ({ page }) => {
    await gotoReady(page, path)
    await expectSchoolFinderSuggests(page)
  })

  test('is served again from the page cache: 200, every block visible, the finder working', async ({
    page,
  }) => {
    // The first visit renders the page into the cache; from then on it is served from there.
    await expect.poll(async () => (await fetchPage(path)).cached, { timeout: 15_000 }).toBe(true)
    const response = await gotoReady(page, path)
    expect(response?.status()).toBe(200)
    await expectEveryBlock(page, cases)
    await expectSchoolFinderSuggests(page)
  })
})

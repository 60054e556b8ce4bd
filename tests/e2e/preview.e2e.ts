import type { Page as CmsPage, Job } from '../../src/payload-types'
import { adminLogin, api, findOne } from './cmsApi'
import { expect, test } from './test'
import { signInWithToken } from './twoFactor'
import { showLivePreview, typeUntilPreviewShows } from './livePreview'

test('staff preview a draft before it is published; visitors keep seeing the published page', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const token = await adminLogin()
  const privacy = await findOne<CmsPage>(token, 'pages', 'path', 'privacy')
  const draftHeading = `Privacy Policy (draft ${Date.now()})`
  const layout = privacy.layout.map((block) =>
    block.blockType === 'hero' ? { ...block, heading: draftHeading } : block,
  )
  await api(token, 'PATCH', `/pages/${privacy.id}?draft=true`, { layout })
  try {
    const refused = await page.request.get('/next/preview?path=/privacy', { maxRedirects: 0 })
    expect(refused.status()).toBe(403)

    await signInWithToken(page)
    await page.goto('/next/preview?path=/privacy')
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading)
    await expect(page.getByText('Draft preview: visitors see the published version.')).toBeVisible()

    const visitor = await browser.newPage()
    await visitor.goto(`${process.env.E2E_BASE_URL}/privacy`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await visitor.close()
  } finally {
    // Discard the draft: saving the published layout again as a draft restores the latest version.
    await api(token, 'PATCH', `/pages/${privacy.id}?draft=true`, { layout: privacy.layout })
  }
})

test('a new job never published shows its draft in the live preview and behind the Preview button', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const token = await adminLogin()
  const title = `E2E draft job ${Date.now()}`
  const { doc } = await api<{ doc: Job }>(token, 'POST', '/jobs?draft=true', {
    title,
    department: 'Engineering',
    location: 'Kingston, Jamaica',
    type: 'Full-time',
    description: 'A role nobody outside the CMS has seen.',
    responsibilities: [{ item: 'Ship things' }],
    qualifications: [{ item: 'Curiosity' }],
    competencies: [{ item: 'Care' }],
    _status: 'draft',
  })
  try {
    expect((await fetch(`${process.env.E2E_BASE_URL}/careers/${doc.id}`)).status).toBe(404)

    await signInWithToken(page)
    await page.goto(`/cms/collections/jobs/${doc.id}`)
    const opened = page.waitForEvent('popup')
    await page.getByRole('link', { name: 'Preview', exact: true }).click()
    const tab = await opened
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(tab.getByText('Draft preview: visitors see the published version.')).toBeVisible()
    await tab.close()

    const preview = await showLivePreview(page)
    await expect(preview.locator('h1')).toHaveText(title)
    const typed = `Typed job title ${Date.now()}`
    await typeUntilPreviewShows(page.locator('#field-title'), preview.locator('h1'), typed)
    expect((await fetch(`${process.env.E2E_BASE_URL}/careers/${doc.id}`)).status).toBe(404)
  } finally {
    await api(token, 'DELETE', `/jobs/${doc.id}`)
  }
})

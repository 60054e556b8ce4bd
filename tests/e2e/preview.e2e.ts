import type { Page as CmsPage } from '../../src/payload-types'
import { api, login, findOne } from './cmsApi'
import { expect, test } from './test'

test('staff preview a draft before it is published; visitors keep seeing the published page', async ({ page, browser }) => {
  const token = await login(process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!)
  const privacy = await findOne<CmsPage>(token, 'pages', 'path', 'privacy')
  const draftHeading = `Privacy Policy (draft ${Date.now()})`
  const layout = privacy.layout.map((block) => (block.blockType === 'hero' ? { ...block, heading: draftHeading } : block))
  await api(token, 'PATCH', `/pages/${privacy.id}?draft=true`, { layout })
  try {
    const refused = await page.request.get('/next/preview?path=/privacy', { maxRedirects: 0 })
    expect(refused.status()).toBe(403)

    await page.goto('/cms/login')
    await page.getByLabel(/email/i).fill(process.env.E2E_ADMIN_EMAIL!)
    await page.getByLabel(/password/i).fill(process.env.E2E_ADMIN_PASSWORD!)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/cms\/?$/)
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

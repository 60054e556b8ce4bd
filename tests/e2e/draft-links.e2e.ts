import type { Page as CmsPage } from '../../src/payload-types'
import { adminLogin, api, findOne, newEditor, releaseLock } from './cmsApi'
import { query } from './database'
import { expect, test } from './test'
import { signInWithToken } from './twoFactor'

const BANNER = {
  en: 'Draft preview – not published',
  es: 'Vista previa del borrador – no publicado',
}
const EXPIRED = {
  en: 'This preview link has expired',
  es: 'Este enlace de vista previa ha caducado',
}

const base = () => process.env.E2E_BASE_URL!

/** The link's path on the e2e server, whatever origin the app wrote into it. */
const pathOf = (url: string) => new URL(url).pathname

/** A plain HTTP GET without cookies: what a reviewer's first request gets. */
const fetchLink = (path: string) => fetch(`${base()}${path}`, { redirect: 'manual' })

/** A page that was never published, with an English and a Spanish draft. */
async function draftOnlyPage(token: string) {
  const stamp = Date.now()
  const words = { en: `English draft words ${stamp}`, es: `Palabras del borrador ${stamp}` }
  const { doc } = await api<{ doc: CmsPage }>(token, 'POST', '/pages?draft=true', {
    title: `Draft link page ${stamp}`,
    path: `draft-link-${stamp}`,
    layout: [{ blockType: 'hero', heading: words.en }],
    _status: 'draft',
  })
  const layout = doc.layout.map((block) =>
    block.blockType === 'hero' ? { ...block, heading: words.es } : block,
  )
  await api(token, 'PATCH', `/pages/${doc.id}?draft=true&locale=es`, {
    title: `Página ${stamp}`,
    layout,
  })
  return { page: doc, words }
}

async function makeLink(token: string, documentId: number, locale: 'en' | 'es') {
  const { doc } = await api<{ doc: { id: number; url: string } }>(token, 'POST', '/draft-links', {
    sharedCollection: 'pages',
    documentId,
    locale,
  })
  return { id: doc.id, path: pathOf(doc.url) }
}

test('an editor shares a draft from the CMS; a reviewer without an account or scripts reads it, and nothing more', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const admin = await adminLogin()
  const editor = await newEditor()
  const { page: draft, words } = await draftOnlyPage(admin)
  // A draft of another (published) page, which the link must not show.
  const privacy = await findOne<CmsPage>(admin, 'pages', 'path', 'privacy')
  const otherDraft = `Other page's draft ${Date.now()}`
  const privacyDraft = privacy.layout.map((block) =>
    block.blockType === 'hero' ? { ...block, heading: otherDraft } : block,
  )
  await api(admin, 'PATCH', `/pages/${privacy.id}?draft=true`, { layout: privacyDraft })
  try {
    await signInWithToken(page, editor.token)
    await page.goto(`/cms/collections/pages/${draft.id}`)
    const sidebar = page.getByRole('region', { name: 'Share draft' })
    await expect(sidebar.getByLabel('Valid for (days)')).toHaveValue('7')
    await sidebar.getByRole('button', { name: 'Share draft' }).click()
    const shown = sidebar.getByLabel('New link (shown only now: copy it)')
    await expect(shown).toHaveValue(/\/draft\/[A-Za-z0-9_-]{43}$/)
    const path = pathOf(await shown.inputValue())
    await expect(
      sidebar.getByRole('listitem').filter({ hasText: 'made by E2E Editor' }),
    ).toContainText('expires')

    // The reviewer: a fresh browser, no cookie, no JavaScript.
    const reviewer = await browser.newContext({ javaScriptEnabled: false })
    const tab = await reviewer.newPage()
    const response = await tab.goto(`${base()}${path}`)
    expect(response?.status()).toBe(200)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(words.en)
    await expect(tab.getByText(BANNER.en)).toBeVisible()
    const headers = response!.headers()
    expect(headers['cache-control']).toMatch(/private/)
    expect(headers['cache-control']).toMatch(/no-store/)
    expect(headers['x-robots-tag']).toMatch(/noindex/)
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(headers['set-cookie']).toBeUndefined()
    expect(await reviewer.cookies()).toEqual([])
    // Nothing else becomes a draft for the reviewer: another page shows its published version.
    await tab.goto(`${base()}/privacy`)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect(tab.getByText(otherDraft)).toHaveCount(0)
    expect((await fetchLink(`/${draft.path}`)).status).toBe(404)
    await reviewer.close()

    await sidebar.getByRole('button', { name: /^Revoke the English link/ }).click()
    await expect(
      sidebar.getByRole('listitem').filter({ hasText: 'made by E2E Editor' }),
    ).toContainText('revoked')
    const revoked = await fetchLink(path)
    expect(revoked.status).toBe(410)
    expect(await revoked.text()).toContain(EXPIRED.en)
  } finally {
    await releaseLock(editor.token, 'pages', draft.id).catch(() => {})
    await api(admin, 'PATCH', `/pages/${privacy.id}?draft=true`, { layout: privacy.layout })
    await api(admin, 'DELETE', `/pages/${draft.id}`)
  }
})

test('an expired draft link answers 410 with its message', async () => {
  const admin = await adminLogin()
  const { page: draft } = await draftOnlyPage(admin)
  try {
    const link = await makeLink(admin, draft.id, 'en')
    expect((await fetchLink(link.path)).status).toBe(200)
    await query(`UPDATE draft_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      link.id,
    ])
    const expired = await fetchLink(link.path)
    expect(expired.status).toBe(410)
    expect(expired.headers.get('cache-control')).toMatch(/no-store/)
    const html = await expired.text()
    expect(html).toContain(EXPIRED.en)
    // In the site's chrome: the header's navigation is there.
    expect(html).toMatch(/<header/)
    expect((await fetchLink(`/draft/${'A'.repeat(43)}`)).status).toBe(410)
  } finally {
    await api(admin, 'DELETE', `/pages/${draft.id}`)
  }
})

test('a Spanish draft link shows the Spanish draft under the Spanish banner', async () => {
  const admin = await adminLogin()
  const { page: draft, words } = await draftOnlyPage(admin)
  try {
    const link = await makeLink(admin, draft.id, 'es')
    expect(link.path).toMatch(/^\/es\/draft\//)
    const response = await fetchLink(link.path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(words.es)
    expect(html).toContain(BANNER.es)
    expect(html).not.toContain(words.en)
    expect(html).toMatch(/<html lang="es"/)
    // The same token opens nothing in English.
    expect((await fetchLink(link.path.replace(/^\/es/, ''))).status).toBe(410)
    const unknown = await fetchLink(`/es/draft/${'B'.repeat(43)}`)
    expect(unknown.status).toBe(410)
    expect(await unknown.text()).toContain(EXPIRED.es)
  } finally {
    await api(admin, 'DELETE', `/pages/${draft.id}`)
  }
})

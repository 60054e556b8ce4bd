import { readSitemap } from './sitemap'
import { expect, test } from './test'

test.describe('search engines', () => {
  test('/sitemap.xml indexes files that list every published page, job and case study', async ({
    request,
  }) => {
    const sitemap = await readSitemap(async (path) => {
      const response = await request.get(path)
      return { status: response.status(), text: await response.text() }
    })
    expect(sitemap.status).toBe(200)
    expect(sitemap.files).toEqual(
      expect.arrayContaining([
        '/sitemap/pages-en-0.xml',
        '/sitemap/pages-es-0.xml',
        '/sitemap/case-studies-en-0.xml',
        '/sitemap/jobs-en-0.xml',
      ]),
    )
    const xml = sitemap.xml
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    )
    for (const path of [
      '/',
      '/pricing',
      '/faqs',
      '/solutions/governments',
      '/privacy',
      '/case-studies/st-vincent',
      '/case-studies/jamaica',
    ]) {
      expect(locs, path).toContain(path)
    }
    expect(locs.some((path) => /^\/careers\/\d+$/.test(path))).toBe(true)
  })

  test('/robots.txt disallows /cms, /admin and /api', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    for (const path of ['/cms', '/admin', '/api']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/)
  })

  test('every page carries Organization data and its own metadata from the CMS', async ({
    page,
  }) => {
    await page.goto('/pricing')
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    )
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({
      name: 'Simplified Education',
    })
    await expect(page).toHaveTitle('Pricing | Simplified Education')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\$1\.00/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/)
  })
})

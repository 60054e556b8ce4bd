import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator } from '@playwright/test'
import { adminLogin, api } from './cmsApi'
import { englishLeftovers } from './englishLeftovers'
import { keepOffline } from './offline'
import { readSitemap } from './sitemap'
import { expect, gotoReady, test } from './test'

// The seed's trust centre (seed/trust.ts, seed/pages/trust.ts): two public documents and two on
// request, each in English and Spanish (the penetration test summary in English only).

test.beforeEach(async ({ context }) => {
  await keepOffline(context)
})

const documentsRegion = (main: Locator, name: string) =>
  main.getByRole('region', { name, exact: true })

/** The stored file names of the published documents of an access level, as staff read them. */
async function fileNames(token: string, accessLevel: 'public' | 'on-request'): Promise<string[]> {
  const { docs } = await api<{ docs: { file: { filename: string } }[] }>(
    token,
    'GET',
    `/documents?where[accessLevel][equals]=${accessLevel}&where[_status][equals]=published&depth=1&limit=100`,
  )
  return docs.map((doc) => doc.file.filename)
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

test.describe('the trust centre', () => {
  test('/trust lists the documents by category: public ones download as PDFs, on-request ones link to their request page', async ({
    page,
    request,
  }) => {
    await gotoReady(page, '/trust')
    const region = documentsRegion(page.getByRole('main'), 'Documents')
    await expect(region.getByRole('heading', { level: 3 })).toHaveText([
      'Security',
      'Privacy and data protection',
      'Certifications and audits',
      'Accessibility',
    ])

    const download = region
      .getByRole('link', { name: /^Download Security overview \(PDF, \d+ kB\)$/ })
      .first()
    await expect(download).toHaveAttribute('download', '')
    const row = region
      .getByRole('listitem')
      .filter({
        has: page.getByRole('link', { name: /^Download Security overview \(PDF, \d+ kB\)$/ }),
      })
      .first()
    await expect(row).toContainText(/PDF · English · version 3\.2 · September 15, 2026/)
    await expect(row).toHaveAttribute('id', /^document-\d+$/)
    const pdf = await request.get((await download.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const requestLink = region.getByRole('link', {
      name: 'Request access: Penetration test summary',
      exact: true,
    })
    await expect(requestLink).toHaveAttribute('href', /^\/trust\/request\/\d+$/)
    await requestLink.click()
    await expect(page).toHaveURL(/\/trust\/request\/\d+$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Penetration test summary' }),
    ).toBeVisible()
  })

  test('the page names no file of an on-request document, and their files cannot be read by their address', async ({
    request,
  }) => {
    // One session: a second sign-in of the same admin meanwhile would end the first.
    const token = await adminLogin()
    const publicFiles = await fileNames(token, 'public')
    const onRequestFiles = await fileNames(token, 'on-request')
    expect(onRequestFiles.length).toBeGreaterThanOrEqual(3)
    for (const path of ['/trust', '/es/trust']) {
      const text = await html(request, path)
      for (const file of publicFiles)
        expect(text, `${path}: ${file}`).toContain(`/api/document-files/file/${file}`)
      for (const file of onRequestFiles)
        expect(text, `${path}: ${file}`).not.toContain(file.replace(/\.pdf$/, ''))
    }
    for (const file of onRequestFiles) {
      const response = await request.get(`/api/document-files/file/${file}`)
      expect([403, 404], file).toContain(response.status())
    }
    // A public one is served to anybody at the same kind of address.
    expect((await request.get(`/api/document-files/file/${publicFiles[0]}`)).status()).toBe(200)
  })

  test('a document switched to on-request shows so on the next request, its file gone from the page and from search', async ({
    request,
  }) => {
    const token = await adminLogin()
    const { docs } = await api<{ docs: { id: number; file: { filename: string } }[] }>(
      token,
      'GET',
      '/documents?where[title][equals]=Accessibility%20statement&where[language][equals]=en&depth=1&limit=1',
    )
    const [doc] = docs
    const switchTo = (accessLevel: 'public' | 'on-request') =>
      api(token, 'PATCH', `/documents/${doc.id}`, { accessLevel, _status: 'published' })
    const searchLinks = async () =>
      (await html(request, '/search?q=accessibility+statement')).includes(
        `href="/trust#document-${doc.id}"`,
      )
    expect(await searchLinks()).toBe(true)
    const requestPage = () => request.get(`/trust/request/${doc.id}`)
    expect((await requestPage()).status()).toBe(404)
    await switchTo('on-request')
    try {
      const text = await html(request, '/trust')
      expect(text).toContain(`href="/trust/request/${doc.id}"`)
      // The request page reads the same cached list: it takes requests for the document at once.
      const opened = await requestPage()
      expect(opened.status()).toBe(200)
      expect(await opened.text()).toContain('Accessibility statement')
      expect(text).not.toContain(doc.file.filename.replace(/\.pdf$/, ''))
      expect(await searchLinks()).toBe(false)
      expect([403, 404]).toContain(
        (await request.get(`/api/document-files/file/${doc.file.filename}`)).status(),
      )
    } finally {
      await switchTo('public')
    }
    const text = await html(request, '/trust')
    expect(text).toContain(`/api/document-files/file/${doc.file.filename}`)
    expect(text).not.toContain(`href="/trust/request/${doc.id}"`)
    expect(await searchLinks()).toBe(true)
    expect((await requestPage()).status()).toBe(404)
  })

  test('/es/trust is in Spanish, with request links under /es', async ({ page }) => {
    await gotoReady(page, '/es/trust')
    const main = page.getByRole('main')
    const region = documentsRegion(main, 'Documentos')
    await expect(region.getByRole('heading', { level: 3 })).toHaveText([
      'Seguridad',
      'Privacidad y protección de datos',
      'Certificaciones y auditorías',
      'Accesibilidad',
    ])
    await expect(
      region.getByRole('link', { name: /^Descargar Resumen de seguridad \(PDF, \d+ kB\)$/ }),
    ).toHaveCount(2)
    await expect(
      region
        .getByRole('listitem')
        .filter({ hasText: 'PDF · español · versión 3.2 · 15 de septiembre de 2026' }),
    ).toHaveCount(1)
    await expect(
      region.getByRole('link', {
        name: 'Solicitar acceso: Resumen de la prueba de penetración',
        exact: true,
      }),
    ).toHaveAttribute('href', /^\/es\/trust\/request\/\d+$/)
    const contact = documentsRegion(main, 'Estado del servicio y contacto de seguridad')
    await expect(
      contact.getByText('99,95 % en los últimos 12 meses', { exact: true }),
    ).toBeVisible()
    expect(await englishLeftovers(page)).toEqual([])
  })

  test('the status and security contact come from Site settings, with the security.txt link', async ({
    page,
  }) => {
    await gotoReady(page, '/trust')
    const region = documentsRegion(page.getByRole('main'), 'Status and security contact')
    await expect(region.getByText('99.95 % over the last 12 months', { exact: true })).toBeVisible()
    await expect(
      region.getByRole('link', { name: 'See the status page and incident history' }),
    ).toHaveAttribute('href', 'https://status.simplifiededu.example')
    await expect(
      region.getByRole('link', { name: 'security@simplifiededu.example', exact: true }),
    ).toHaveAttribute('href', 'mailto:security@simplifiededu.example')
    await expect(region.getByRole('link', { name: 'Our security.txt' })).toHaveAttribute(
      'href',
      '/.well-known/security.txt',
    )
  })

  test('/.well-known/security.txt names the security contact as RFC 9116 asks, as plain text kept five minutes', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/.well-known/security.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers()['cache-control']).toBe('public, max-age=300')
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    )
    expect(fields).toMatchObject({
      Contact: 'mailto:security@simplifiededu.example',
      'Preferred-Languages': 'en, es',
    })
    expect(fields.Canonical).toMatch(/^https?:\/\/[^/]+\/\.well-known\/security\.txt$/)
    expect(fields.Policy).toMatch(/^https?:\/\/[^/]+\/trust$/)
    const expires = new Date(fields.Expires).getTime()
    expect(expires - Date.now()).toBeGreaterThan(170 * 86_400_000)
    expect(expires - Date.now()).toBeLessThan(365 * 86_400_000)
    expect(baseURL).toBeTruthy()
  })

  test('site search finds a public document, linked to its row, and never an on-request one', async ({
    request,
  }) => {
    const found = await html(request, '/search?q=accessibility+statement')
    expect(found).toMatch(/href="\/trust#document-\d+"/)
    const none = await html(request, '/search?q=%22penetration+test+summary%22')
    expect(none).not.toMatch(/href="\/trust#document-\d+"/)
  })

  test('the sitemap lists /trust and /trust/sub-processors, and nothing of a document', async ({
    request,
  }) => {
    const { xml } = await readSitemap(async (path) => {
      const response = await request.get(path)
      return { status: response.status(), text: await response.text() }
    })
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]).pathname,
    )
    for (const path of ['/trust', '/trust/sub-processors', '/es/trust', '/es/trust/sub-processors'])
      expect(locs, path).toContain(path)
    expect(locs.filter((path) => /request|download|document-files/.test(path))).toEqual([])
    for (const file of await fileNames(await adminLogin(), 'on-request'))
      expect(xml).not.toContain(file.replace(/\.pdf$/, ''))
  })

  test('/trust names a share image of its own', async ({ request }) => {
    const text = await html(request, '/trust')
    const image = text.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
    expect(image).toMatch(/\/share-image\/[^/]+\/trust$/)
    const png = await request.get(new URL(image!.replaceAll('&amp;', '&')).pathname)
    expect(png.status()).toBe(200)
    expect(png.headers()['content-type']).toBe('image/png')
  })

  test('the trust centre has no WCAG 2.1 AA violations (axe-core), in either language', async ({
    page,
  }) => {
    for (const path of ['/trust', '/es/trust']) {
      await gotoReady(page, path)
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect
        .soft(
          results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          ),
          path,
        )
        .toEqual([])
    }
  })

  test('screenshots of /trust and /trust/sub-processors, in both languages, for docs/marketers.md', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const [path, file] of [
      ['/trust', 'trust-en'],
      ['/es/trust', 'trust-es'],
      ['/trust/sub-processors', 'trust-sub-processors-en'],
      ['/es/trust/sub-processors', 'trust-sub-processors-es'],
    ] as const) {
      await gotoReady(page, path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await page.screenshot({ path: `docs/marketers/${file}.png`, fullPage: true })
    }
  })
})

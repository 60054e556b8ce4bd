import { startIsolatedServer } from '../fixtures/isolatedServer'
import { expect, test } from './test'

const REQUIRED_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  'https://www.youtube-nocookie.com',
]

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
  return found ? found.slice(1) : []
}

test.describe('security headers', () => {
  for (const path of [
    '/',
    '/pricing',
    '/resources/blog',
    '/no-such-page',
    '/cms',
    '/api/pages',
    '/admin/applications',
    '/og-default.png',
  ]) {
    test(`${path} carries the Content-Security-Policy and Permissions-Policy`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      const headers = response.headers()
      const policy = headers['content-security-policy'] ?? ''
      for (const part of REQUIRED_DIRECTIVES) expect(policy, path).toContain(part)
      expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
      expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']))
      expect(
        directive(policy, 'img-src').every(
          (source) => !source.includes('*') && source !== 'https:',
        ),
      ).toBe(true)
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['permissions-policy']).toContain('geolocation=()')
      expect(headers['x-content-type-options']).toBe('nosniff')
      // Served over http here, so no HSTS: the next test runs a server whose SERVER_URL is https.
      expect(headers['strict-transport-security']).toBeUndefined()
    })
  }

  test('the scripts and the stylesheet a page loads carry nosniff, not a document\u2019s policies', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const assets = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)/g) ?? [])]
    expect(
      assets.some((asset) => asset.endsWith('.css')) &&
        assets.some((asset) => asset.endsWith('.js')),
    ).toBe(true)
    for (const asset of assets) {
      const headers = (await request.get(asset)).headers()
      expect(headers['x-content-type-options'], asset).toBe('nosniff')
      expect(headers['content-security-policy'], asset).toBeUndefined()
      expect(headers['permissions-policy'], asset).toBeUndefined()
    }
    // A path shaped like one that the build does not hold is Next's HTML 404 page: a document.
    const missing = await request.get('/_next/static/chunks/no-such-chunk.js')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(missing.headers()['x-frame-options']).toBe('SAMEORIGIN')
  })

  test('the CMS, the API and the staff pages say noindex; public pages do not', async ({
    request,
  }) => {
    for (const path of [
      '/cms',
      '/cms/login',
      '/api/pages',
      '/api/graphql',
      '/admin/applications',
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).headers()['x-robots-tag'], path).toBe(
        'noindex, nofollow',
      )
    }
    for (const path of ['/', '/pricing', '/faqs']) {
      expect(
        (await request.get(path, { maxRedirects: 0 })).headers()['x-robots-tag'],
        path,
      ).toBeUndefined()
    }
  })

  test('Strict-Transport-Security is sent when SERVER_URL is https', async () => {
    test.setTimeout(120_000)
    const server = await startIsolatedServer({ SERVER_URL: 'https://www.school-platform.example' })
    try {
      const response = await fetch(`${server.baseUrl}/og-default.png`)
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=63072000; includeSubDomains',
      )
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    } finally {
      await server.stop()
    }
  })
})

test.describe('image optimizer', () => {
  const optimize = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`

  test('refuses an image from any other host', async ({ request }) => {
    for (const url of [
      'https://example.com/cat.png',
      'https://upload.wikimedia.org/a.jpg',
      'http://169.254.169.254/latest',
    ]) {
      expect((await request.get(optimize(url))).status(), url).toBe(400)
    }
  })

  test('resizes our own images and the WordPress host\u2019s', async ({ request }) => {
    expect((await request.get(optimize('/og-default.png'))).status()).toBe(200)
    const post = await (await request.get('/resources/blog/post-2')).text()
    const featured = post.match(/(http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/[\w.-]+)/)?.[1]
    expect(featured, 'the post shows a WordPress-hosted image').toBeTruthy()
    const response = await request.get(optimize(featured!))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
  })
})

test.describe('client hints', () => {
  test('the public site never asks for client hints; the CMS does', async ({ request }) => {
    for (const path of ['/', '/pricing', '/resources/blog', '/no-such-page', '/og-default.png']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
    }
    expect((await request.get('/cms/login')).headers()['accept-ch']).toBe(
      'Sec-CH-Prefers-Color-Scheme',
    )
  })
})

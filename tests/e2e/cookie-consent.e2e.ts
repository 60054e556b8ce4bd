import { expect, gotoReady, test } from './test'

// With an analytics tool configured, the banner and what reaches the tool: own-servers/cookie-consent-with-analytics.e2e.ts.
test.describe('a default install (no analytics tool)', () => {
  test('shows no banner and sets no consent cookie', async ({ page, context }) => {
    const response = await fetch(`${process.env.E2E_BASE_URL}/pricing`)
    const html = await response.text()
    expect(html).not.toContain('cookie-consent')
    expect(response.headers.get('set-cookie') ?? '').not.toContain('consent=')
    const post = await fetch(`${process.env.E2E_BASE_URL}/api/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"choice":"all"}',
    })
    expect(post.status).toBe(404)
    expect(post.headers.get('set-cookie')).toBeNull()

    await gotoReady(page, '/')
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Cookie settings' })).toHaveCount(0)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('consent')
  })
})

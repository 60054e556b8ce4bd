import { expect, gotoReady, test } from './test'

test('an unknown path answers 404 with the 404 page and a link home', async ({ page }) => {
  // Hydrated first: a click while the browser swaps in its own 404 (NotFoundInPlace) lands on
  // markup being replaced.
  const response = await gotoReady(page, '/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: /home/i }).click()
  await expect(page).toHaveURL(/\/$/)
})

/** The document as sent, without the RSC payload's scripts (which hold the page's text too). */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')

// Next sends a page that calls notFound() as an empty document and draws it in the browser
// (src/components/site/NotFoundInPlace.tsx): these are drawn by the server, with the layout.
for (const [path, text] of [
  ['/does-not-exist/at/all', 'Oops! Page not found'],
  ['/es/no-existe', '¡Uy! No encontramos esta página'],
  ['/case-studies/no-such-story', 'Oops! Page not found'],
  ['/careers/99999999', 'Job Not Found'],
] as const) {
  test(`${path} is a 404 the server draws, inside the site's header and footer`, async ({
    request,
  }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    const markup = markupOf(await response.text())
    expect(markup).not.toContain('__next_error__')
    expect(markup).toContain(text)
    expect(markup).toMatch(/<header\b/)
    expect(markup).toMatch(/<footer\b/)
    // A CDN in front must not keep the 404 once the CMS gives the path a page or a redirect.
    expect(response.headers()['cache-control']).toBe('no-store')
  })
}

import { expect, gotoReady, test } from './test'

test.describe('site shell', () => {
  test('home page shows the header, main content and footer', async ({ page }) => {
    await gotoReady(page, '/')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('header buttons go where the specification says', async ({ page }) => {
    await gotoReady(page, '/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /Simplified Education/ })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(header.getByRole('link', { name: 'Request Demo' })).toHaveAttribute(
      'href',
      '/demo',
    )
    const activate = header.getByRole('link', { name: /Activate Card/ })
    await expect(activate).toHaveAttribute('target', '_blank')
    await expect(activate).toHaveAttribute('rel', /noopener/)
    for (const [name, href] of [
      ['Customers', '/customers'],
      ['Company', '/company'],
      ['Pricing', '/pricing'],
    ]) {
      await expect(
        header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
      ).toHaveAttribute('href', href)
    }
  })

  test('footer links, social links in new tabs and the current year', async ({ page }) => {
    await gotoReady(page, '/')
    const footer = page.getByRole('contentinfo')
    for (const href of [
      '/platform/schools',
      '/platform/governments',
      '/platform/students-parents',
      '/product/donafi',
      '/solutions/governments',
      '/solutions/school-leaders',
      '/solutions/teachers',
      '/solutions/parents-students',
      '/company',
      '/customers',
      '/resources',
      '/careers',
      '/contact',
      '/privacy',
      '/terms',
      '/data-protection',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible()
    }
    const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(social).toHaveCount(5)
    for (const link of await social.all()) await expect(link).toHaveAttribute('target', '_blank')
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })

  test('page metadata carries the brand, canonical, Open Graph, Twitter card and robots', async ({
    page,
    baseURL,
  }) => {
    await gotoReady(page, '/')
    await expect(page).toHaveTitle(/Simplified Education/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${baseURL}`),
    )
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Simplified Education/,
    )
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index, follow/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/)
  })

  test('scrolls to the top when the path changes', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 })
    await gotoReady(page, '/')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Careers' })
      .scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL(/\/careers$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

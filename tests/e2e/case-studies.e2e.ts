import { expect, gotoReady, test } from './test'

test.describe('case studies', () => {
  test('St Vincent: back link, quick stats, video, every narrative section, calls to action', async ({
    page,
  }) => {
    await gotoReady(page, '/case-studies/st-vincent')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute(
      'href',
      '/resources/case-studies',
    )
    const stats = main.getByRole('definition')
    for (const value of ['1,120', '50,000+', '90%'])
      await expect(stats.filter({ hasText: value }).first()).toBeVisible()
    await expect(main.getByRole('button', { name: /Play video/ })).toBeVisible()
    for (const heading of [
      'Summary',
      'The challenge',
      'Objectives',
      'The pilot',
      'The ambassador programme',
      'Full rollout',
      'Results',
      'Testimonials',
      'Lessons learned',
      'Recommendations',
      'Conclusion',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main.getByText('3-month pilot with 5 schools').first()).toBeVisible()
    await expect(main.getByText('1 early-childhood school')).toBeVisible()
    await expect(main.getByText(/20 to 30 per data officer/)).toBeVisible()
    await expect(main.locator('blockquote')).toHaveCount(2)
    await expect(main.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
      'href',
      '/demo',
    )
    await expect(main.getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    )
  })

  test('Download PDF prints the page', async ({ page }) => {
    await gotoReady(page, '/case-studies/st-vincent')
    await page.evaluate(() => {
      const counter = window as unknown as { printed: number }
      counter.printed = 0
      window.print = () => {
        counter.printed += 1
      }
    })
    await page.getByRole('button', { name: 'Download PDF' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  })

  test('Jamaica: hero, video, overview, challenge cards, key features, results, advantage, looking ahead, quote', async ({
    page,
  }) => {
    await gotoReady(page, '/case-studies/jamaica')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/cashless school bus/)
    await expect(main.getByRole('button', { name: /Play video/ })).toBeVisible()
    for (const heading of [
      'Overview',
      'The challenge',
      'Key features',
      'Results',
      'The advantage',
      'Looking ahead',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(main.getByText('60% faster boarding').first()).toBeVisible()
    await expect(main.getByText('100% digital fares').first()).toBeVisible()
    await expect(main.locator('blockquote')).toHaveCount(1)
    await expect(main.getByRole('button', { name: 'Download PDF' })).toHaveCount(0)
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    )
    expect(data.find((item) => item['@type'] === 'Article')).toMatchObject({
      headline: 'A cashless school bus for rural Jamaica',
    })
  })

  test('an unknown case study is a 404', async ({ page }) => {
    const response = await page.goto('/case-studies/atlantis')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
  })
})

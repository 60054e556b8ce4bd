import { expect, gotoReady, test } from './test'

test.describe('/faqs accordion', () => {
  test('four categories with three questions each, all closed at first', async ({ page }) => {
    await gotoReady(page, '/faqs')
    const main = page.getByRole('main')
    for (const category of [
      'Getting Started',
      'Features and Functionality',
      'Security and Privacy',
      'Pricing and Support',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: category })).toBeVisible()
    }
    const questions = main.getByRole('button', { expanded: false })
    await expect(questions).toHaveCount(12)
    await expect(main.getByRole('listitem').getByRole('region')).toHaveCount(0)
  })

  test('opens one answer at a time and closes an open one again', async ({ page }) => {
    await gotoReady(page, '/faqs')
    const answers = page.getByRole('main').getByRole('listitem').getByRole('region')
    const first = page.getByRole('button', { name: 'How do we get started with the platform?' })
    const second = page.getByRole('button', { name: 'How much does the platform cost?' })
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByRole('region', { name: 'How do we get started with the platform?' }),
    ).toContainText('within 24 hours')
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(answers).toHaveCount(1)
    await expect(answers).toContainText('$1.00')
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(answers).toHaveCount(0)
  })

  test('works from the keyboard', async ({ page }) => {
    await gotoReady(page, '/faqs')
    const question = page.getByRole('button', { name: 'Who owns our school’s data?' })
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(question).toHaveAttribute('aria-expanded', 'false')
  })

  test('Contact Support opens the external help portal and the page carries FAQPage data', async ({
    page,
  }) => {
    await gotoReady(page, '/faqs')
    const support = page.getByRole('main').getByRole('link', { name: /Contact Support/ })
    await expect(support).toHaveAttribute('href', /^https?:\/\/help\./)
    await expect(support).toHaveAttribute('target', '_blank')
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faqPage = data.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'FAQPage')
    expect(faqPage.mainEntity).toHaveLength(12)
    expect(faqPage.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      acceptedAnswer: { '@type': 'Answer' },
    })
  })
})

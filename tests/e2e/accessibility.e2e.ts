import AxeBuilder from '@axe-core/playwright'
import { contentRoutes } from './contentRoutes'
import { expect, gotoReady, test } from './test'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

test.describe('WCAG 2.1 AA (axe-core)', () => {
  for (const route of [...contentRoutes.map((entry) => entry.path), '/careers/999999', '/search?q=attendance', '/es/search?q=nada-por-aqui', `/draft/${'A'.repeat(43)}`, `/es/draft/${'A'.repeat(43)}`]) {
    test(`${route} has no violations`, async ({ page }) => {
      await gotoReady(page, route)
      const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
      const summary = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
      expect(summary).toEqual([])
    })
  }

  test('/faqs with an answer open and /pricing on another tab have no violations', async ({ page }) => {
    await gotoReady(page, '/faqs')
    await page.getByRole('button', { name: 'How much does the platform cost?' }).click()
    expect((await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations).toEqual([])
    await gotoReady(page, '/pricing')
    await page.getByRole('tab', { name: 'Governments' }).click()
    expect((await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations).toEqual([])
  })
})

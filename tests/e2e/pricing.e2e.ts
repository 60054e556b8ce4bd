import { expect, gotoReady, test } from './test'

test.describe('/pricing tabs', () => {
  test('five tabs, Schools selected by default with three tiers', async ({ page }) => {
    await gotoReady(page, '/pricing')
    const tabs = page.getByRole('tablist', { name: 'Pricing by audience' }).getByRole('tab')
    await expect(tabs).toHaveText(['Schools', 'Governments', 'HigherEd', 'Corporates', 'TVET'])
    await expect(page.getByRole('tab', { name: 'Schools' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const panel = page.getByRole('tabpanel', { name: 'Schools' })
    for (const [name, price] of [
      ['Basic', '$1.00'],
      ['Professional', '$1.50'],
      ['Premium', '$2.25'],
    ]) {
      const card = panel
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
      await expect(card).toContainText(price)
      await expect(card).toContainText('per student / month')
      await expect(card.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/demo')
    }
    const professional = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Professional', exact: true }) })
    await expect(professional).toContainText('Recommended')
    await expect(professional).toContainText('Everything in Basic, plus:')
  })

  test('the comparison table lists each plan’s features', async ({ page }) => {
    await gotoReady(page, '/pricing')
    const table = page.getByRole('table', { name: 'Compare plans' })
    const row = (feature: string) => table.getByRole('row', { name: new RegExp(`^${feature}`) })
    const cells = async (feature: string) =>
      Promise.all(
        (await row(feature).getByRole('cell').all()).map((cell) =>
          cell.getByRole('img').getAttribute('aria-label'),
        ),
      )
    expect(await cells('Surveys')).toEqual(['Not included', 'Not included', 'Included'])
    expect(await cells('Finance')).toEqual(['Not included', 'Not included', 'Included'])
    expect(await cells('Billing')).toEqual(['Not included', 'Included', 'Included'])
    expect(await cells('Parent portal')).toEqual(['Not included', 'Included', 'Included'])
    expect(await cells('Attendance')).toEqual(['Included', 'Included', 'Included'])
    await expect(table.getByRole('row')).toHaveCount(1 + 6 + 5 + 6)
  })

  test('on a phone, the keyboard reaches the comparison table and scrolls it sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoReady(page, '/pricing')
    const region = page.getByRole('region', { name: 'Compare plans' })
    await expect(region.getByRole('table', { name: 'Compare plans' })).toBeVisible()
    await region.focus()
    await expect(region).toBeFocused()
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  test('discounts, professional services and the final calls to action', async ({ page }) => {
    await gotoReady(page, '/pricing')
    const panel = page.getByRole('tabpanel', { name: 'Schools' })
    for (const text of [
      '15% off',
      'when you pay annually',
      'Up to 25% off',
      'Custom cluster discounts',
      'Needs-based pricing',
    ])
      await expect(panel.getByText(text)).toBeVisible()
    for (const service of [
      'Implementation',
      'Data migration',
      'Training',
      'Custom development',
      'Integration',
      'Premium support',
      'Consulting',
    ]) {
      await expect(panel.getByText(service, { exact: true })).toBeVisible()
    }
    await expect(panel.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
      'href',
      '/demo',
    )
    await expect(panel.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute(
      'href',
      '/quote',
    )
  })

  test('each other tab links where the spec says, by mouse and keyboard', async ({ page }) => {
    await gotoReady(page, '/pricing')
    await page.getByRole('tab', { name: 'Governments' }).click()
    const governments = page.getByRole('tabpanel', { name: 'Governments' })
    await expect(governments.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
      'href',
      '/demo',
    )
    await expect(
      governments.getByRole('link', { name: 'Solutions for Governments' }),
    ).toHaveAttribute('href', '/solutions/governments')
    await expect(page.getByRole('tabpanel', { name: 'Schools' })).toBeHidden()
    for (const name of ['HigherEd', 'Corporates', 'TVET']) {
      await page.keyboard.press('ArrowRight')
      const tab = page.getByRole('tab', { name })
      await expect(tab).toBeFocused()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      const panel = page.getByRole('tabpanel', { name })
      await expect(panel.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute(
        'href',
        '/demo',
      )
      await expect(panel.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute(
        'href',
        '/quote',
      )
    }
    await page.keyboard.press('Home')
    await expect(page.getByRole('tab', { name: 'Schools' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })
})

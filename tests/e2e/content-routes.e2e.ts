import { contentRoutes } from './contentRoutes'
import { expect, test } from './test'

test.describe('every CMS route of the specification', () => {
  // One page visits every route in turn (the browser's cache keeps the shared scripts, which a
  // fresh page per route would fetch and compile again); each route is a step with soft checks,
  // so one run still names every route that fails and what it lacks.
  test('every route shows its heading, content and links', async ({ page }) => {
    test.setTimeout(contentRoutes.length * 15_000)
    for (const route of contentRoutes) {
      await test.step(route.path, async () => {
        const response = await page.goto(route.path)
        expect.soft(response?.status(), `status of ${route.path}`).toBe(200)
        const main = page.getByRole('main')
        await expect
          .soft(main.getByRole('heading', { level: 1 }), `one h1 on ${route.path}`)
          .toHaveCount(1)
        await expect
          .soft(main.getByRole('heading', { level: 1 }), `h1 of ${route.path}`)
          .toHaveText(route.h1)
        for (const href of route.links) {
          const selector = href.endsWith('/') ? `a[href^="${href}"]` : `a[href="${href}"]`
          await expect
            .soft(main.locator(selector).first(), `link to ${href} on ${route.path}`)
            .toBeAttached()
        }
        for (const text of route.text ?? [])
          await expect
            .soft(main.getByText(text, { exact: false }).first(), `"${text}" on ${route.path}`)
            .toBeAttached()
      })
    }
  })

  test('home links to the external donate site in a new tab', async ({ page }) => {
    await page.goto('/')
    const donate = page.getByRole('main').getByRole('link', { name: /Donate to Relief/ })
    await expect(donate).toHaveAttribute('href', /^https?:\/\//)
    await expect(donate).toHaveAttribute('target', '_blank')
  })

  test('parents page links to the external learning companion and Donafi to the fundraising site', async ({
    page,
  }) => {
    await page.goto('/solutions/parents-students')
    await expect(
      page.getByRole('main').getByRole('link', { name: /Learning Companion/ }),
    ).toHaveAttribute('href', /^https?:\/\//)
    await page.goto('/product/donafi')
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Visit Donafi/ })
        .first(),
    ).toHaveAttribute('href', /^https?:\/\//)
    await expect(page.getByRole('progressbar', { name: 'Campaign progress' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    )
  })

  test('/resources/demos shows six videos in two columns, none loaded before it is played', async ({
    page,
  }) => {
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (/youtube|ytimg/.test(request.url())) thirdParty.push(request.url())
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/resources/demos')
    const videos = page.getByTestId('demo-videos').getByRole('listitem')
    await expect(videos).toHaveCount(6)
    // The block has no heading of its own, so each title sits one level under the page's h1.
    for (const title of [
      'Platform Overview',
      'Teacher Dashboard and Analytics',
      'Student Information Management',
      'Parent Portal',
      'School Administration Tools',
      'Reporting and Insights',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map((index) => videos.nth(index).boundingBox()),
    )
    expect(first!.y).toBe(second!.y)
    expect(third!.y).toBeGreaterThan(first!.y)
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(thirdParty).toEqual([])
    await page.getByRole('button', { name: 'Play video: Platform Overview' }).click()
    await expect(page.locator('iframe[title="Platform Overview"]')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\//,
    )
  })

  test('/resources/case-studies cards show category, title, description, three highlights and a link', async ({
    page,
  }) => {
    await page.goto('/resources/case-studies')
    const highlights = page.getByRole('list', { name: /Highlights of/ })
    await expect(highlights).toHaveCount(2)
    for (const list of await highlights.all())
      await expect(list.getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('main').getByText('National EMIS', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: /^Read the full story\W+A national EMIS/ }).click()
    await expect(page).toHaveURL(/\/case-studies\/st-vincent$/)
  })

  test('form pages place their form through the form block', async ({ page }) => {
    for (const path of ['/demo', '/quote', '/contact', '/recovery-support']) {
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(main.locator('form'), path).toHaveCount(1)
      await expect(main.getByText('This form is coming soon.'), path).toHaveCount(0)
    }
  })

  test('links the spec names without a page redirect to the closest page', async ({ page }) => {
    for (const [from, to] of [
      ['/trial', '/demo'],
      ['/request-demo', '/demo'],
      ['/case-studies', '/resources/case-studies'],
      ['/resources/support', '/contact'],
      ['/resources/ebooks', '/resources'],
      ['/resources/events', '/resources'],
    ]) {
      const response = await page.goto(from)
      expect(response?.status(), from).toBe(200)
      expect(new URL(page.url()).pathname, from).toBe(to)
    }
  })
})

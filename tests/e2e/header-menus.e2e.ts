import { expect, freezeClock, gotoReady, test } from './test'

test('the header writes its menus once, for every width', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
  for (const href of [
    '/solutions/governments',
    '/platform/ai',
    '/resources/demos',
    '/pricing',
    '/demo',
    '/login',
  ]) {
    expect(header.split(`href="${href}"`).length - 1, href).toBe(1)
  }
  expect(header.match(/<nav /g)).toHaveLength(2) // the menus, and the language switcher
})

test.describe('the header fits a 1280 px window in both languages', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const path of ['/', '/es']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await gotoReady(page, path)
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }))
      expect(widths.page).toBeLessThanOrEqual(widths.window)
    })
  }
})

test.describe('header menus on large screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('a menu opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install()
    await gotoReady(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Solutions' })
    const menu = nav.getByRole('list', { name: 'Solutions' })
    await expect(menu).toBeHidden()
    await trigger.hover()
    await expect(menu).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await freezeClock(page)
    await expect(menu.getByRole('link', { name: /For Governments & Ministries/ })).toHaveAttribute(
      'href',
      '/solutions/governments',
    )
    await page.mouse.move(5, 700)
    await page.clock.runFor(250)
    await expect(menu).toBeVisible()
    await page.clock.runFor(100)
    await expect(menu).toBeHidden()
  })

  test('a mouse click on the trigger the hover has just opened leaves its menu open', async ({
    page,
  }) => {
    await page.clock.install()
    await gotoReady(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Resources' })
    await trigger.hover()
    await expect(nav.getByRole('list', { name: 'Resources' })).toBeVisible()
    await trigger.click()
    // Past the close delay: nothing pending closes it.
    await page.clock.runFor(400)
    await expect(nav.getByRole('list', { name: 'Resources' })).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })

  test('moving back onto the menu before 300 ms keeps it open', async ({ page }) => {
    await page.clock.install()
    await gotoReady(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Platform' }).hover()
    const menu = nav.getByRole('list', { name: 'Platform' })
    await expect(menu).toBeVisible()
    await freezeClock(page)
    await page.mouse.move(5, 700)
    await page.clock.runFor(200)
    await menu.getByRole('link', { name: /Donafi Fundraising/ }).hover()
    await page.clock.runFor(500)
    await expect(menu).toBeVisible()
  })

  test('each menu lists the links of the specification', async ({ page }) => {
    await gotoReady(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Platform' }).hover()
    const platform = nav.getByRole('list', { name: 'Platform' })
    for (const href of [
      '/platform/governments',
      '/platform/schools',
      '/platform/students-parents',
      '/platform/ai',
      '/product/donafi',
    ]) {
      await expect(platform.locator(`a[href="${href}"]`)).toBeVisible()
    }
    await nav.getByRole('button', { name: 'Resources' }).hover()
    const resources = nav.getByRole('list', { name: 'Resources' })
    await expect(platform).toBeHidden()
    for (const href of [
      '/resources/blog',
      '/resources/demos',
      '/resources/case-studies',
      '/faqs',
    ]) {
      await expect(resources.locator(`a[href="${href}"]`)).toBeVisible()
    }
    await expect(resources.getByRole('link', { name: /Help and Support/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  })

  test('keyboard users open a menu, move through it and close it with Escape', async ({ page }) => {
    await gotoReady(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const trigger = nav.getByRole('button', { name: 'Solutions' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = nav.getByRole('list', { name: 'Solutions' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('link').nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(menu.getByRole('link').last()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test.describe('header on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the hamburger toggles the menu and Solutions and Platform go to their overview pages', async ({
    page,
  }) => {
    await gotoReady(page, '/')
    const mobile = page.getByRole('navigation', { name: 'Main' })
    await expect(mobile).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    await expect(mobile).toBeVisible()
    await expect(mobile.getByRole('link', { name: 'Solutions' })).toHaveAttribute(
      'href',
      '/solutions',
    )
    await expect(mobile.getByRole('link', { name: 'Platform' })).toHaveAttribute(
      'href',
      '/platform',
    )
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(mobile).toBeHidden()
  })

  test('choosing a link closes the menu', async ({ page }) => {
    await gotoReady(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const mobile = page.getByRole('navigation', { name: 'Main' })
    await mobile.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(mobile).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  test('Escape closes the menu and the button says so', async ({ page }) => {
    await gotoReady(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const mobile = page.getByRole('navigation', { name: 'Main' })
    await expect(mobile).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(mobile).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })
})

test.describe('header on small screens without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })

  test('the hamburger still opens the menu, and its links lead to their pages', async ({
    page,
  }) => {
    await page.goto('/')
    const mobile = page.getByRole('navigation', { name: 'Main' })
    await expect(mobile).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(mobile).toBeVisible()
    await mobile.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  })
})

test.describe('header on large screens without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })

  test('a menu opens on hover and on keyboard focus, and its links lead to their pages', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const menu = nav.getByRole('list', { name: 'Solutions' })
    await expect(menu).toBeHidden()
    await nav.getByRole('button', { name: 'Solutions' }).hover()
    await expect(menu).toBeVisible()
    await page.mouse.move(5, 700)
    await expect(menu).toBeHidden()
    await nav.getByRole('button', { name: 'Platform' }).focus()
    const platform = nav.getByRole('list', { name: 'Platform' })
    await expect(platform).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(platform.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/platform\/governments$/)
  })
})

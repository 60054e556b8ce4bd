import AxeBuilder from '@axe-core/playwright'
import { keepOffline } from './offline'
import { expect, gotoReady, test } from './test'

// The listing fixture (tests/fixtures/schools.ts) holds 18 clients, 14 of them in Grenada.
const KEEP_TYPING = 'Keep typing...'
const NO_MATCHES = 'No schools found. Try a different spelling or check with your teacher.'

test.beforeEach(async ({ context }) => {
  await keepOffline(context)
})

const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'School name or country' })
const suggestions = (page: import('@playwright/test').Page) =>
  page.getByRole('listbox', { name: 'Schools' }).getByRole('option')

test.describe('school finder', () => {
  test('asks for more at 1 character and filters from 2, at most 10 suggestions', async ({
    page,
  }) => {
    await gotoReady(page, '/login')
    const box = searchBox(page)
    await box.fill('g')
    await expect(page.getByText(KEEP_TYPING)).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(suggestions(page)).toHaveCount(0)
    await box.fill(' GRENADA ')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(suggestions(page)).toHaveCount(10)
    await expect(page.getByText(KEEP_TYPING)).toHaveCount(0)
    await box.fill('jam')
    await expect(suggestions(page)).toHaveCount(1)
    await expect(suggestions(page).first()).toContainText('Montego Bay High School')
    await expect(suggestions(page).first()).toContainText('Jamaica')
  })

  test('says when nothing matches', async ({ page }) => {
    await gotoReady(page, '/login')
    await searchBox(page).fill('zzq')
    await expect(page.getByText(NO_MATCHES)).toBeVisible()
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('arrows move through the suggestions, Escape closes them, then clears the box', async ({
    page,
  }) => {
    await gotoReady(page, '/login')
    const box = searchBox(page)
    await box.fill('grenada school 1')
    const options = suggestions(page)
    // Grenada School 1 and 10 to 14.
    await expect(options).toHaveCount(6)
    await box.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(0).getAttribute('id'))!,
    )
    await box.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
    await box.press('ArrowUp')
    await box.press('ArrowUp')
    await expect(options.nth(5)).toHaveAttribute('aria-selected', 'true')
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('listbox', { name: 'Schools' })).toBeHidden()
    await expect(box).toHaveValue('grenada school 1')
    await box.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await box.press('Escape')
    await box.press('Escape')
    await expect(box).toHaveValue('')
  })

  test('suggestions close on a click outside the finder', async ({ page }) => {
    await gotoReady(page, '/login')
    await searchBox(page).fill('port')
    await expect(suggestions(page)).toHaveCount(1)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('listbox', { name: 'Schools' })).toBeHidden()
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('choosing a school opens its own site in a new tab and closes the list', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/login')
    await searchBox(page).fill('montego')
    const opened = context.waitForEvent('page')
    await suggestions(page).getByText('Montego Bay High School').click()
    const schoolTab = await opened
    await schoolTab.waitForLoadState()
    expect(schoolTab.url()).toBe('https://mbhs.schools.example/')
    await expect(schoolTab.getByRole('heading', { name: 'School site' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('listbox', { name: 'Schools' })).toBeHidden()
    await expect(searchBox(page)).toHaveValue('Montego Bay High School')
  })

  test('Enter on a highlighted suggestion opens that school', async ({ page, context }) => {
    await gotoReady(page, '/login')
    await searchBox(page).fill('lagos')
    await searchBox(page).press('ArrowDown')
    const opened = context.waitForEvent('page')
    await searchBox(page).press('Enter')
    const schoolTab = await opened
    await schoolTab.waitForLoadState()
    expect(schoolTab.url()).toBe('https://lmc.schools.example/')
  })

  test('has no accessibility violations with the suggestions open', async ({ page }) => {
    await gotoReady(page, '/login')
    await searchBox(page).fill('grenada')
    await searchBox(page).press('ArrowDown')
    await expect(suggestions(page)).toHaveCount(10)
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(violations.map((violation) => violation.id)).toEqual([])
  })
})

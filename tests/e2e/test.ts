import { test as base, expect, type Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it (client islands respond to input). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  return response
}

/** Freezes the page's clock so a test can step through timers (menus' close delay). */
export async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1_000)
}

/** Steers the fixture servers through the control server globalSetup started. */
export async function control(path: string): Promise<unknown> {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}${path}`, { method: 'POST' })
  return response.json()
}

/**
 * Every e2e test runs against the server globalSetup started (built and started on an empty
 * database), seeded before the first test of each worker; it can steer the fixtures.
 */
export const test = base.extend<{ control: typeof control }, { seeded: boolean }>({
  seeded: [
    async ({}, use) => {
      await control('/seed')
      await use(true)
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL)
  },
  control: async ({}, use) => {
    await use(control)
  },
})

export { expect }

import type { Page, Route } from '@playwright/test'
import { expect } from './test'

let ipCounter = 0

/**
 * Gives the page its own client address (the forms' rate limit is per IP, and every test
 * browses from 127.0.0.1), as a proxy in front of the app would.
 */
export async function useOwnIp(page: Page) {
  ipCounter += 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${ipCounter % 250}, 10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` })
}

/** Holds the form's request until `release` is called, so a test can see the busy state. */
export async function holdRequests(page: Page, form: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/api/forms/${form}`, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

/** Makes the form's endpoint fail as a broken server would. */
export async function failRequests(page: Page, form: string) {
  await page.route(`**/api/forms/${form}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'down' }) }),
  )
}

/** A sonner toast with this title and description; `type` is sonner's success/error marker. */
export async function expectToast(page: Page, title: string, description: string, type: 'success' | 'error') {
  const toast = page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) })
  await expect(toast).toBeVisible()
  await expect(toast.locator('[data-title]')).toHaveText(title)
  await expect(toast.locator('[data-description]')).toHaveText(description)
  await expect(toast).toHaveAttribute('data-type', type)
}

type CapturedEmail = { to: string[]; subject: string; html: string }

/** Waits for an email captured by the SMTP fixture. */
export async function waitForEmail(control: (path: string) => Promise<unknown>, match: (email: CapturedEmail) => boolean) {
  let found: CapturedEmail | undefined
  await expect
    .poll(
      async () => {
        found = ((await control('/smtp/messages')) as CapturedEmail[]).find(match)
        return Boolean(found)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

export const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

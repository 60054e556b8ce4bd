import type { FrameLocator, Locator, Page } from '@playwright/test'
import { expect } from './test'

/**
 * Opens the live preview of the document on screen and returns its iframe. The CMS remembers,
 * per user, that the live preview was left open, so it may be open already; its toggle is then
 * "Exit live preview", which a click would close.
 */
export async function showLivePreview(page: Page): Promise<FrameLocator> {
  const toggler = page.locator('#live-preview-toggler')
  await expect(toggler).toBeVisible()
  if (!/live-preview-toggler--active/.test((await toggler.getAttribute('class')) ?? ''))
    await toggler.click()
  await expect(toggler).toHaveClass(/live-preview-toggler--active/)
  // By id: the iframe sits in the admin's layout, which Playwright's role engine does not see into.
  return page.frameLocator('#live-preview-iframe')
}

/**
 * Types into a field until the preview shows it. The first change can reach the iframe before
 * it listens (a busy machine); the marketer's next keystroke is what then shows it.
 */
export async function typeUntilPreviewShows(
  field: Locator,
  shown: Locator,
  text: string,
): Promise<void> {
  await expect(async () => {
    await field.fill(`${text} `)
    await field.fill(text)
    await expect(shown).toHaveText(text, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

import type { Page } from '@playwright/test'
import type { Job } from '../../src/payload-types'
import { adminLogin, api } from './cmsApi'
import { createStaffUser } from './recoveryHelpers'
import { expect, test } from './test'
import { signInToCms } from './twoFactor'

const DRAFT_COOKIE = '__prerender_bypass'

/** A job saved as a draft and never published: visitors get 404 at its address. */
async function unpublishedJob(title: string): Promise<Job> {
  const { doc } = await api<{ doc: Job }>(await adminLogin(), 'POST', '/jobs?draft=true', {
    title,
    department: 'Engineering',
    location: 'Kingston, Jamaica',
    type: 'Full-time',
    description: 'A role only the CMS has seen.',
    responsibilities: [{ item: 'Ship things' }],
    qualifications: [{ item: 'Curiosity' }],
    competencies: [{ item: 'Care' }],
    _status: 'draft',
  })
  return doc
}

/** A fresh editor signed in to /cms, previewing the job's draft. */
async function previewAsStaff(page: Page, job: Job) {
  const account = await createStaffUser(['editor'], 'Dana Draft')
  await signInToCms(page, account)
  await expect(page).toHaveURL(/\/cms\/?$/)
  await page.goto(`/next/preview?path=/careers/${job.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title)
}

/** The job's address shows Job Not Found: no draft title, no draft notice. */
async function expectNoDraft(page: Page, job: Job) {
  await page.goto(`/careers/${job.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(job.title)).toHaveCount(0)
  await expect(page.getByText('Draft preview: visitors see the published version.')).toHaveCount(0)
}

test.describe('draft mode ends with the staff session', () => {
  test.setTimeout(120_000)
  let job: Job

  test.beforeEach(async () => {
    job = await unpublishedJob(`E2E unpublished job ${Date.now()}`)
  })

  test.afterEach(async () => {
    await api(await adminLogin(), 'DELETE', `/jobs/${job.id}`)
  })

  test('signing out from the staff bar: the same browser no longer sees the draft', async ({
    page,
  }) => {
    await previewAsStaff(page, job)
    const bar = page.getByRole('region', { name: 'Staff tools' })
    // Signing out reloads the page: the next navigation waits for that reload, not races it.
    const reloaded = page.waitForEvent('load')
    await bar.getByRole('button', { name: 'Sign out' }).click()
    await reloaded
    await expect(bar).toHaveCount(0)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      DRAFT_COOKIE,
    )
    await expectNoDraft(page, job)
  })

  test('signing out of /cms: the same browser no longer sees the draft', async ({ page }) => {
    await previewAsStaff(page, job)
    await page.goto('/cms/logout')
    await expect(page).toHaveURL(/\/cms\/login/)
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain(DRAFT_COOKIE)
    await expectNoDraft(page, job)
  })

  test('the draft-mode cookie without a staff session reads no draft', async ({
    page,
    browser,
  }) => {
    await previewAsStaff(page, job)
    const draftCookie = (await page.context().cookies()).find(
      (cookie) => cookie.name === DRAFT_COOKIE,
    )
    expect(draftCookie).toBeDefined()
    const stranger = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
    try {
      await stranger.addCookies([draftCookie!])
      await expectNoDraft(await stranger.newPage(), job)
    } finally {
      await stranger.close()
    }
  })
})

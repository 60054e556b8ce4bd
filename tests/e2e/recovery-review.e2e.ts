import type { Page } from '@playwright/test'
import { expect, gotoReady, test } from './test'
import { freshCode, signInToCms, signInWithToken } from './twoFactor'
import {
  countApplications,
  createStaffUser,
  emailsTo,
  enterPassword,
  expectNoAxeViolations,
  submitApplication,
  toast,
} from './recoveryHelpers'

type Account = Awaited<ReturnType<typeof createStaffUser>>

let reviewer: Account
// beforeAll runs again in a fresh worker after a failure: its schools carry this run's tag.
const tag = `Board${Date.now().toString(36)}`

test.beforeAll(async () => {
  reviewer = await createStaffUser(['reviewer'], 'Dana Clarke')
  for (let i = 0; i < 3; i++) await submitApplication({ schoolName: `${tag} School ${i}` })
})

/** Both steps. Each call signs in a fresh "Dana Clarke" unless given an account: a code's window is usable once. */
async function signIn(page: Page, account?: Account) {
  const who = account ?? (await createStaffUser(['reviewer'], 'Dana Clarke'))
  await enterPassword(page, who)
  await page.getByLabel('Authentication code').fill(await freshCode(who.secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  // The code step has a Logout button of its own: wait until it has given way to what follows.
  await expect(page.getByLabel('Authentication code')).toHaveCount(0)
  return who
}

/**
 * A fresh "Dana Clarke" whose full session (from enrolling over REST) the browser carries, on the
 * review page: for the tests that are about reviewing, not about signing in.
 */
async function openAsReviewer(page: Page) {
  const who = await createStaffUser(['reviewer'], 'Dana Clarke')
  await signInWithToken(page, who.token)
  await gotoReady(page, '/admin/applications')
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toBeVisible()
  return who
}

const card = (page: Page, caseId: string) => page.getByRole('article').filter({ hasText: caseId })

test('the review page is kept out of search engines', async ({ page }) => {
  await gotoReady(page, '/admin/applications')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

/** The layout shifts the page has made so far, as the browser scores them (CLS's parts). */
async function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)))
      }),
  )
}

test('the page does not move when the sign-in card or the list replaces the session check', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await gotoReady(page, '/admin/applications')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02)

  await signIn(page)
  await expect(page.getByText(/^Showing \d+ of \d+ applications$/)).toBeVisible()
  await page.reload()
  await expect(page.getByText(/^Showing \d+ of \d+ applications$/)).toBeVisible()
  expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02)
})

test('a wrong password is refused with "Access Denied" / "Incorrect password"', async ({
  page,
}) => {
  await enterPassword(page, { email: reviewer.email, password: 'not-the-password' })
  await expect(toast(page, 'Access Denied', 'Incorrect password')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
})

test('an editor without the reviewer role is refused after signing in', async ({ page }) => {
  const editor = await createStaffUser(['editor'], 'Eddie Editor')
  await signIn(page, editor)
  const refusal = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Access Denied' }) })
  await expect(refusal).toContainText(
    `Signed in as ${editor.email}. Your account does not have the reviewer role.`,
  )
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toHaveCount(0)
})

test('a reviewer signs in, sees the list with its count line, filters by status, and stays signed in', async ({
  page,
}) => {
  await signIn(page)
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible()
  const total = await countApplications()
  await expect(page.getByText(`Showing ${total} of ${total} applications`)).toBeVisible()
  // Newest first.
  await expect(page.getByRole('article').first()).toContainText(`${tag} School 2`)

  const filter = page.getByLabel('Filter by Status')
  await expect(filter.locator('option')).toHaveText([
    'All Applications',
    'Pending',
    'Under Review',
    'Approved',
    'Rejected',
    'Needs Info',
  ])
  await filter.selectOption('Rejected')
  const rejected = await countApplications('rejected')
  await expect(page.getByText(`Showing ${rejected} of ${total} applications`)).toBeVisible()
  await filter.selectOption('Pending')
  const pending = await countApplications('pending')
  await expect(page.getByText(`Showing ${pending} of ${total} applications`)).toBeVisible()
  await expect(
    page.getByRole('article').first().getByText('PENDING', { exact: true }),
  ).toBeVisible()

  await page.getByLabel('Search by school name or case ID').fill(`${tag} School 1`)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText(`Showing 1 of ${total} applications`)).toBeVisible()

  await gotoReady(page, '/admin/applications')
  await expect(page.getByRole('heading', { name: 'Recovery Applications' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(0)
})

test('the full application opens in a dialog with its six sections and closes on Escape', async ({
  page,
}) => {
  const application = await submitApplication({ schoolName: 'Details Dialog Academy' })
  await openAsReviewer(page)
  const item = card(page, application.caseId)
  await expect(item).toContainText('Existing Customer')
  await expect(item).toContainText('412 students')
  await expect(item).toContainText('Subscription fee waiver / discount')
  const open = item.getByRole('button', { name: 'View Full Application' })
  await open.click()
  const dialog = page.getByRole('dialog', { name: 'Full Application Details' })
  await expect(dialog).toBeVisible()
  for (const section of [
    'School Information',
    'Contact Information',
    'Impact Assessment',
    'Support Requested',
    'Signature & Metadata',
    'Admin Notes',
  ]) {
    await expect(dialog.getByRole('heading', { name: section })).toBeVisible()
  }
  await expect(dialog).toContainText('Tablets for students learning from home')
  await expect(dialog).toContainText('December 1, 2026')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(open).toBeFocused()
})

test('a status update is saved, shown on the card, and emailed to the applicant', async ({
  page,
  control,
}) => {
  const application = await submitApplication({ schoolName: 'Status Update College' })
  await openAsReviewer(page)
  await card(page, application.caseId).getByRole('button', { name: 'Update Status' }).click()
  const dialog = page.getByRole('dialog', { name: 'Update Application Status' })
  await expect(dialog).toContainText('Status Update College')
  await expect(dialog).toContainText(application.caseId)
  await expect(dialog.getByLabel('Reviewed By')).toHaveValue('Dana Clarke')
  await expect(dialog.getByLabel('Reviewed By')).toHaveAttribute('placeholder', 'Your name')
  await expect(dialog.getByLabel('Admin Notes / Custom Message')).toHaveAttribute('rows', '4')
  const save = dialog.getByRole('button', { name: 'Update & Send Email' })
  await expect(save).toBeDisabled()
  await dialog.getByLabel('New Status').selectOption('Approved')
  await dialog
    .getByLabel('Admin Notes / Custom Message')
    .fill('Approved: a 75% fee waiver for six months.')
  await save.click()

  await expect(toast(page, 'Success', 'Application status updated and email sent')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  const item = card(page, application.caseId)
  await expect(item.getByText('APPROVED', { exact: true })).toBeVisible()
  await expect(item).toContainText('Approved: a 75% fee waiver for six months.')
  await expect(item).toContainText('Dana Clarke')

  await expect
    .poll(async () => (await emailsTo(control, application.email!)).map((m) => m.subject))
    .toContain(`Your recovery application ${application.caseId} is now: Approved`)
  const [email] = (await emailsTo(control, application.email!)).filter((m) =>
    m.subject.endsWith('Approved'),
  )
  expect(email.text.replace(/\s+/g, ' ')).toContain('Approved: a 75% fee waiver for six months.')
})

test('with SMTP down the status is saved with a "Warning", and the email follows once SMTP is back', async ({
  page,
  control,
}) => {
  const application = await submitApplication({ schoolName: 'Warning Path School' })
  await openAsReviewer(page)
  await control('/smtp/stop')
  try {
    await card(page, application.caseId).getByRole('button', { name: 'Update Status' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Application Status' })
    await dialog.getByLabel('New Status').selectOption('Needs Info')
    await dialog.getByRole('button', { name: 'Update & Send Email' }).click()
    await expect(
      toast(page, 'Warning', 'Status updated but email notification failed'),
    ).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(
      card(page, application.caseId).getByText('NEEDS INFO', { exact: true }),
    ).toBeVisible()
  } finally {
    await control('/smtp/start')
  }
  await expect
    .poll(async () => (await emailsTo(control, application.email!)).map((m) => m.subject), {
      timeout: 30_000,
    })
    .toContain(`Your recovery application ${application.caseId} is now: Needs Info`)
})

test('the filtered list downloads as CSV', async ({ page }) => {
  await openAsReviewer(page)
  await page.getByLabel('Search by school name or case ID').fill(tag)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText(/^Showing 3 of \d+ applications$/)).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const csv = await (await download).createReadStream().then(async (stream) => {
    let text = ''
    for await (const chunk of stream) text += chunk
    return text
  })
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toMatch(/^case_id,created_at,school_name,/)
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[2])
      .sort(),
  ).toEqual([0, 1, 2].map((i) => `${tag} School ${i}`))
})

test('logout ends the session and goes home', async ({ page }) => {
  await openAsReviewer(page)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await gotoReady(page, '/admin/applications')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
})

test('the review page passes an axe-core scan, signed out, signed in, and with a dialog open', async ({
  page,
}) => {
  await gotoReady(page, '/admin/applications')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  await expectNoAxeViolations(page)
  await signIn(page)
  await expect(page.getByText(/^Showing \d+ of \d+ applications$/)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Update Status' }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('reviewers also find applications in the CMS, listed with their columns', async ({ page }) => {
  await signInToCms(page, reviewer)
  await expect(page).toHaveURL(/\/cms\/?$/)
  await page.goto('/cms/collections/recovery-applications')
  const table = page.getByRole('table')
  for (const column of ['Case ID', 'School name', 'Status', 'Damage level']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
  }
  await expect(table).toContainText(`${tag} School 0`)
})

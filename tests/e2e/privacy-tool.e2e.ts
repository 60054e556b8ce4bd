import { readFile } from 'node:fs/promises'
import type { RecoveryApplication } from '../../src/payload-types'
import { adminLogin, findOne } from './cmsApi'
import { unique } from './forms'
import { submitApplication } from './recoveryHelpers'
import { expect, test } from './test'
import { signInWithToken } from './twoFactor'

let ip = 0

/** A public form sent as its page sends it, from an address of its own (the limit is per IP). */
async function submit(form: string, data: object) {
  ip += 1
  const response = await fetch(`${process.env.E2E_BASE_URL}/api/forms/${form}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${ip % 250}, 10.66.${process.pid % 250}.${ip % 250}`,
    },
    body: JSON.stringify(data),
  })
  expect(response.status).toBe(201)
}

test("an admin finds a person's records in the CMS, exports them as JSON and erases them", async ({
  page,
}) => {
  test.setTimeout(60_000)
  const email = `privacy-${unique()}@example.org`
  await submit('newsletter', { email })
  await submit('contact', { name: 'Grace Hopper', email, subject: 'My data', message: 'Erase me.' })
  const { caseId } = await submitApplication({ email })

  await signInWithToken(page)
  await page.goto('/cms/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible()
  const found = page.getByRole('region', { name: 'Records found' })
  // Until the tool's script runs, the button would only reload the page: search until it answers.
  await expect(async () => {
    await page.getByLabel('Email address of the person asking').fill(email)
    await page.getByRole('button', { name: 'Find records' }).click()
    await expect(found).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(found.getByRole('heading', { name: `records holding ${email}` })).toBeVisible()
  for (const kind of ['Newsletter subscriber', 'Contact message', 'Recovery application'])
    await expect(found.getByRole('cell', { name: kind, exact: true }).first()).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    found.getByRole('link', { name: 'Export as JSON' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('personal-data.json')
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    email: string
    records: { collection: string; data: Record<string, unknown> }[]
  }
  expect(file.email).toBe(email)
  expect(file.records.map((record) => record.collection)).toEqual(
    expect.arrayContaining(['newsletter-subscribers', 'contact-messages', 'recovery-applications']),
  )
  expect(file.records.some((record) => record.data.message === 'Erase me.')).toBe(true)

  page.once('dialog', (dialog) => void dialog.accept())
  await found.getByRole('button', { name: 'Erase all' }).click()
  await expect(
    page.getByText(/^Erased: .+ The erasure is recorded in Privacy requests\.$/),
  ).toBeVisible()
  await expect(found.getByRole('heading', { name: `0 records holding ${email}` })).toBeVisible()

  // What is left: the application, anonymised under its case ID, and the audit entry.
  const application = await findOne<RecoveryApplication>(
    await adminLogin(),
    'recovery-applications',
    'caseId',
    caseId,
  )
  expect(application).toMatchObject({ caseId, contactName: '[erased]' })
  expect(application.contactEmail).not.toContain(email)
  await page.goto('/cms/collections/privacy-audits')
  const latest = page.getByRole('row').nth(1)
  await expect(latest).toContainText('Erasure')
  await expect(latest).not.toContainText(email)
})

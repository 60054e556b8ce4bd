import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { validApplication } from '../fixtures/recoveryApplication'
import { gotoReady } from './test'
import { enrolOverRest, seededAdminToken } from './twoFactor'

const base = () => process.env.E2E_BASE_URL!

export type CapturedEmail = { to: string[]; subject: string; html: string; text: string }

/** A JWT of a full session of the seeded admin, for setting up data over Payload's REST API. */
export const adminToken = (): Promise<string> => seededAdminToken()

let staffCounter = 0

/** A staff account created by the seeded admin through REST, without a second factor yet. */
export async function createUnenrolledStaffUser(
  roles: ('editor' | 'reviewer' | 'admin')[],
  name: string,
) {
  staffCounter += 1
  const account = {
    email: `${roles.join('-')}-${Date.now()}-${staffCounter}@e2e.test`,
    password: 'review-password-42',
    name,
    roles,
  }
  const response = await fetch(`${base()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${await adminToken()}` },
    body: JSON.stringify(account),
  })
  expect(response.status).toBe(201)
  return account
}

/** A staff account that has enrolled (over REST): `secret` gives its codes. */
export async function createStaffUser(roles: ('editor' | 'reviewer' | 'admin')[], name: string) {
  const account = await createUnenrolledStaffUser(roles, name)
  const { secret, recoveryCodes, token } = await enrolOverRest(account.email, account.password)
  return { ...account, secret, recoveryCodes, token }
}

/** The review card's first step only: email and password. */
export async function enterPassword(page: Page, account: { email: string; password: string }) {
  await gotoReady(page, '/admin/applications')
  await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible()
  await page.getByLabel('Email').first().fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

let ipCounter = 0

/** Submits through the public endpoint, each from its own address so the per-address limit holds. */
export async function submitApplication(overrides: Parameters<typeof validApplication>[0] = {}) {
  ipCounter += 1
  const data = validApplication(overrides)
  const response = await fetch(`${base()}/api/forms/recovery`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `203.0.113.${process.pid % 250}, 10.9.${ipCounter % 250}.${process.pid % 250}`,
    },
    body: JSON.stringify(data),
  })
  expect(response.status).toBe(201)
  const { caseId } = (await response.json()) as { caseId: string }
  return { ...data, caseId }
}

/** Counts of stored applications, as the admin sees them over REST. */
export async function countApplications(status?: string): Promise<number> {
  const where = status ? `&where[applicationStatus][equals]=${status}` : ''
  const response = await fetch(`${base()}/api/recovery-applications?limit=1&depth=0${where}`, {
    headers: { authorization: `JWT ${await adminToken()}` },
  })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

/** The toast sonner shows with this title, holding this description. */
export function toast(page: Page, title: string, description: string): Locator {
  return page
    .locator('[data-sonner-toast]')
    .filter({ hasText: title })
    .filter({ hasText: description })
}

export async function expectNoAxeViolations(page: Page) {
  // A toast still fading in has its text at partial opacity, which axe measures as low contrast.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => getComputedStyle(toast).opacity === '1',
    ),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

export async function emailsTo(
  control: (path: string) => Promise<unknown>,
  address: string,
): Promise<CapturedEmail[]> {
  const messages = (await control('/smtp/messages')) as CapturedEmail[]
  return messages.filter((message) => message.to.includes(address))
}

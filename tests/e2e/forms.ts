import type { Locator, Page, Route } from '@playwright/test'
import { drawForm } from '../../src/lib/forms/drawForm'
import { drawnFields, type DrawnFormName } from '../../src/lib/forms/drawn'
import { adminLogin, api } from './cmsApi'
import { expect } from './test'

let ipCounter = 0

/**
 * Gives the page its own client address (the forms' rate limit is per IP, and every test
 * browses from 127.0.0.1), as a proxy in front of the app would.
 */
export async function useOwnIp(page: Page) {
  ipCounter += 1
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `192.0.2.${ipCounter % 250}, 10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  })
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
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'down' }),
    }),
  )
}

/** A sonner toast with this title and description; `type` is sonner's success/error marker. */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  type: 'success' | 'error',
) {
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]', { hasText: title }) })
  await expect(toast).toBeVisible()
  await expect(toast.locator('[data-title]')).toHaveText(title)
  await expect(toast.locator('[data-description]')).toHaveText(description)
  await expect(toast).toHaveAttribute('data-type', type)
}

type CapturedEmail = { to: string[]; subject: string; html: string }

/** Waits for an email captured by the SMTP fixture. */
export async function waitForEmail(
  control: (path: string) => Promise<unknown>,
  match: (email: CapturedEmail) => boolean,
) {
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

/** Holds every server action call the page makes (a POST with Next's action header) until `release`. */
export async function holdActions(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*', async (route) => {
    if (route.request().method() === 'POST' && (await route.request().headerValue('next-action')))
      await released
    await route.fallback()
  })
  return release
}

/** Makes every server action call fail as a broken proxy would, with no answer React can read. */
export async function failActions(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().method() === 'POST' && (await route.request().headerValue('next-action'))) {
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
    } else await route.fallback()
  })
}

/**
 * Every address the page asks for from now on; `withValues` then lists those that carry any of
 * the typed values (in the path or the query, however encoded).
 */
export function watchAddresses(page: Page) {
  const requests: { method: string; url: string }[] = []
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }))
  const readable = (url: string) => {
    const { pathname, search } = new URL(url)
    return decodeURIComponent(`${pathname}${search}`.replace(/\+/g, ' ')).toLowerCase()
  }
  return {
    requests,
    withValues: (values: string[]) =>
      requests
        .filter(({ url }) => values.some((value) => readable(url).includes(value.toLowerCase())))
        .map(({ url }) => url),
  }
}

/** How many documents of a collection have `field` equal to `value`, read over REST as the admin. */
export async function countStored(
  collection: string,
  field: string,
  value: string,
): Promise<number> {
  const query = `where[${field}][equals]=${encodeURIComponent(value)}&limit=0&depth=0`
  return (await api<{ totalDocs: number }>(await adminLogin(), 'GET', `/${collection}?${query}`))
    .totalDocs
}

/** Everything but the support types and the two compliance ticks. */
export async function fillRecoveryApplication(f: Locator, email: string) {
  await f.getByLabel('School Name').fill('Leeward Heights Secondary')
  await f.getByLabel('School Type').selectOption('Public')
  await f.getByLabel('Education Level').selectOption('Secondary')
  await f.getByLabel('Address').fill('Hill Top Road, Castries')
  await f.getByLabel('Current Enrolment').fill('830')
  await f.getByLabel('Total Staff').fill('54')
  await f.getByLabel('We are an existing customer').check()
  await f.getByLabel('Contact Name').fill('Andre Joseph')
  await f.getByLabel('Role / Title').fill('Deputy Principal')
  await f.getByLabel('Email').fill(email)
  await f.getByLabel('Phone').fill('+1 758 555 0199')
  await f.getByLabel('Operational Status').selectOption('Remote only')
  await f.getByLabel('Expected Reopening Date').fill('2027-01-11')
  await f.getByLabel('Damage Level').selectOption('Moderate')
  await f
    .getByLabel('Impact Description')
    .fill('Flooding of the ground floor; the science labs are out of use.')
  await f.getByLabel('Students Displaced').fill('120')
  await f.getByLabel('Staff Displaced').fill('4')
  await f.getByLabel('Evidence Link').fill('https://leeward.example/report')
  await f.getByLabel('Discount Needed (%)').fill('50')
  await f.getByLabel('Months of Support Needed').fill('4')
  await f
    .getByLabel('Recovery / Continuity Plan')
    .fill('Online lessons until the labs are repaired.')
  await f.getByLabel('Authorized Name').fill('Andre Joseph')
  await f.getByLabel(/^Date/).fill('2026-11-21')
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`)

type Answer = string | number | boolean | readonly string[]

/**
 * Fills a form as a visitor would, each answer under its field's name in the form's definition:
 * a box typed, a choice picked and boxes ticked by their English labels (option ids in, as stored).
 */
export async function fillForm(
  form: Locator,
  name: DrawnFormName,
  answers: Record<string, Answer>,
) {
  const fields = drawnFields(drawForm(name, 'en').items)
  for (const [field, answer] of Object.entries(answers)) {
    const drawn = fields.find((candidate) => candidate.name === field)
    if (!drawn) throw new Error(`the ${name} form draws no field ${field}`)
    const labelOf = (id: string) =>
      drawn.options?.find((option) => option.value === id)?.label ?? id
    if (drawn.control === 'select')
      await form
        .getByLabel(startsWith(drawn.label))
        .selectOption({ label: labelOf(String(answer)) })
    else if (drawn.control === 'checkboxes' && Array.isArray(answer)) {
      for (const id of answer) await form.getByRole('checkbox', { name: labelOf(id) }).check()
    } else if (drawn.control === 'checkbox')
      await form.getByLabel(startsWith(drawn.label)).setChecked(answer === true)
    else await form.getByLabel(startsWith(drawn.label)).fill(String(answer))
  }
}

import type { Page } from '@playwright/test'
import {
  expectToast,
  failRequests,
  fillForm,
  holdRequests,
  unique,
  useOwnIp,
  waitForEmail,
} from './forms'
import { expect, gotoReady, test } from './test'

const form = (page: Page) => page.getByRole('form', { name: 'Request a custom quote' })
const submit = (page: Page) => form(page).getByRole('button', { name: 'Request Quote' })

async function fillContactPart(page: Page, lastName: string) {
  await fillForm(form(page), 'quote', {
    firstName: 'Nanny',
    lastName,
    email: 'nanny@ministry.example',
    phone: '+1 876 555 0177',
    jobTitle: 'Chief Education Officer',
    organization: 'Ministry of Education',
    numberOfStudents: 45000,
    numberOfTeachers: 3200,
  })
}

async function fillChoices(page: Page) {
  await fillForm(form(page), 'quote', {
    organizationType: 'ministry',
    country: 'jamaica',
    timeline: 'medium',
  })
}

test.describe('custom quote form', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page)
    await gotoReady(page, '/quote')
  })

  test('submit stays disabled until a feature is ticked', async ({ page }) => {
    await expect(submit(page)).toBeDisabled()
    await form(page).getByRole('checkbox', { name: 'Parent Portal' }).check()
    await expect(submit(page)).toBeEnabled()
    await form(page).getByRole('checkbox', { name: 'Parent Portal' }).uncheck()
    await expect(submit(page)).toBeDisabled()
  })

  test('an empty organization type, country or timeline blocks the request with "Missing Information"', async ({
    page,
  }) => {
    let sent = false
    page.on('request', (request) => {
      if (request.url().includes('/api/forms/quote')) sent = true
    })
    await fillContactPart(page, 'Missing')
    await form(page).getByRole('checkbox', { name: 'Student Information System' }).check()
    await form(page)
      .getByLabel(/^Organization Type/)
      .selectOption({ label: 'Single School' })
    await submit(page).click()
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.', 'error')
    await expect(form(page).getByLabel(/^Country/)).toBeFocused()
    await expect(form(page).getByRole('alert')).toHaveText([
      'Select your country',
      'Select your timeline',
    ])
    expect(sent).toBe(false)
  })

  test('numbers must be at least 1; messages next to the fields', async ({ page }) => {
    await fillContactPart(page, 'Numbers')
    await fillChoices(page)
    await form(page).getByRole('checkbox', { name: 'Analytics & Reporting' }).check()
    await form(page)
      .getByLabel(/^Number of Teachers/)
      .fill('0')
    await form(page)
      .getByLabel(/^Number of Schools/)
      .fill('')
    await submit(page).click()
    await expect(form(page).getByLabel(/^Number of Teachers/)).toBeFocused()
    await expect(form(page).getByRole('alert')).toHaveText([
      'Number of teachers must be at least 1',
      'Number of schools must be a number',
    ])
  })

  test('submits: "Submitting..." and disabled, then the thank-you state, the toast and the email', async ({
    page,
    control,
  }) => {
    const lastName = `Nanny ${unique()}`
    await fillContactPart(page, lastName)
    await fillChoices(page)
    await expect(form(page).getByLabel(/^Number of Schools/)).toHaveValue('1')
    await form(page)
      .getByLabel(/^Number of Schools/)
      .fill('14')
    await form(page).getByRole('checkbox', { name: 'Student Information System' }).check()
    await form(page).getByRole('checkbox', { name: 'Transport Management' }).check()
    await form(page).getByRole('checkbox', { name: 'Staff Training' }).check()
    await form(page)
      .getByLabel(/^Additional Information/)
      .fill('Island-wide rollout.')
    const release = await holdRequests(page, 'quote')
    await submit(page).click()
    await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expectToast(
      page,
      'Quote Request Submitted!',
      'Our team will prepare your custom quote within 48 hours.',
      'success',
    )
    const thanks = page.getByRole('region', { name: 'Thank You!' })
    await expect(thanks.getByRole('link', { name: 'Watch Product Demos' })).toHaveAttribute(
      'href',
      '/resources/demos',
    )
    await expect(thanks.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(thanks.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute(
      'href',
      '/resources',
    )
    const mail = await waitForEmail(
      control,
      (m) => m.subject === `New Quote Request from Nanny ${lastName}`,
    )
    expect(mail.to).toEqual(['sales@simplifiededu.example'])
    for (const text of [
      'Student Information System, Transport Management',
      'Staff Training',
      'Within 3–6 months',
      '45000',
      '3200',
      '14',
    ]) {
      expect(mail.html).toContain(text)
    }
  })

  test('a failure returns to editing with the error toast and the data kept', async ({ page }) => {
    await failRequests(page, 'quote')
    await fillContactPart(page, 'Kept')
    await fillChoices(page)
    await form(page).getByRole('checkbox', { name: 'Examinations' }).check()
    await submit(page).click()
    await expectToast(page, 'Error', 'Something went wrong. Please try again.', 'error')
    await expect(form(page).getByLabel(/^Last Name/)).toHaveValue('Kept')
    await expect(form(page).getByRole('checkbox', { name: 'Examinations' })).toBeChecked()
    await expect(submit(page)).toBeEnabled()
  })
})

test('the quote form as the server sends it: one school, and a submit that works before any script', async ({
  request,
}) => {
  const html = await (await request.get('/quote')).text()
  const schools = html.match(/<input[^>]*\bname="numberOfSchools"[^>]*>/)?.[0]
  expect(schools).toBeDefined()
  expect(schools).toMatch(/\bvalue="1"/)
  const form = html.match(/<form[^>]*aria-label="Request a custom quote"[^>]*>/)?.[0]
  expect(form).toMatch(/\bmethod="post"/i)
  const submit = html.match(/<button[^>]*type="submit"[^>]*>Request Quote<\/button>/)?.[0]
  expect(submit).toBeDefined()
  expect(submit).not.toMatch(/\sdisabled(=""|\s|>)/)
})

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

const form = (page: Page) => page.getByRole('form', { name: 'Request a demo' })

async function fillDemo(page: Page, lastName: string) {
  await fillForm(form(page), 'demo', {
    firstName: 'Marcus',
    lastName,
    email: 'marcus@school.example',
    phone: '+1 876 555 0142',
    organization: 'Mona Heights Primary',
    role: 'teacher',
    country: 'jamaica',
    message: 'Attendance and report cards.',
  })
}

test.describe('demo request form', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page)
    await gotoReady(page, '/demo')
  })

  test('submits: "Submitting..." and disabled, then the thank-you state, the toast and the email', async ({
    page,
    control,
  }) => {
    const lastName = `Garvey ${unique()}`
    await fillDemo(page, lastName)
    const release = await holdRequests(page, 'demo')
    await form(page).getByRole('button', { name: 'Request Demo' }).click()
    await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expectToast(
      page,
      'Demo Request Submitted!',
      'Our team will contact you within 24 hours.',
      'success',
    )
    const thanks = page.getByRole('region', { name: 'Thank You!' })
    await expect(thanks.getByRole('heading', { name: 'Thank You!' })).toBeFocused()
    await expect(thanks.getByRole('link', { name: 'Watch Product Demos' })).toHaveAttribute(
      'href',
      '/resources/demos',
    )
    await expect(thanks.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(thanks.getByRole('link', { name: 'Browse Resources' })).toHaveAttribute(
      'href',
      '/resources',
    )
    await expect(form(page)).toHaveCount(0)
    const mail = await waitForEmail(
      control,
      (m) => m.subject === `New Demo Request from Marcus ${lastName}`,
    )
    expect(mail.to).toEqual(['sales@simplifiededu.example'])
    expect(mail.html).toContain('Mona Heights Primary')
  })

  test('required fields are checked in the browser: messages next to the fields, focus on the first', async ({
    page,
  }) => {
    await form(page).getByRole('button', { name: 'Request Demo' }).click()
    await expect(form(page).getByLabel(/^First Name/)).toBeFocused()
    await expect(form(page).getByRole('alert')).toHaveText([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Organization is required',
      'Select your role',
      'Select your country',
    ])
    await expect(form(page).getByLabel(/^Your Role/)).toHaveAttribute('aria-invalid', 'true')
    await form(page)
      .getByLabel(/^First Name/)
      .fill('Marcus')
    await expect(form(page).getByText('First name is required')).toHaveCount(0)
  })

  test('a failure returns to editing with the error toast and the data kept', async ({ page }) => {
    await failRequests(page, 'demo')
    await fillDemo(page, 'Kept')
    await form(page).getByRole('button', { name: 'Request Demo' }).click()
    await expectToast(page, 'Error', 'Something went wrong. Please try again.', 'error')
    await expect(form(page).getByLabel(/^Last Name/)).toHaveValue('Kept')
    await expect(form(page).getByRole('button', { name: 'Request Demo' })).toBeEnabled()
  })
})

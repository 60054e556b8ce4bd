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

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' })

async function fillContact(page: Page, subject: string) {
  await fillForm(form(page), 'contact', {
    name: 'Mary Seacole',
    email: 'mary@school.example',
    subject,
    message: 'Hello,\nWe would like a call.',
  })
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page)
    await gotoReady(page, '/contact')
  })

  test('sends: "Sending..." and disabled while on its way, then the toast, a cleared form and the email', async ({
    page,
    control,
  }) => {
    const subject = `Partnership ${unique()}`
    await fillContact(page, subject)
    const release = await holdRequests(page, 'contact')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    const busy = form(page).getByRole('button', { name: 'Sending...' })
    await expect(busy).toBeDisabled()
    release()
    await expectToast(
      page,
      'Message Sent!',
      "We'll get back to you as soon as possible.",
      'success',
    )
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      await expect(form(page).getByLabel(label)).toHaveValue('')
    const mail = await waitForEmail(control, (m) => m.subject === `Contact Form: ${subject}`)
    expect(mail.to).toEqual(['info@simplifiededu.example'])
    expect(mail.html).toContain('Hello,<br>We would like a call.')
  })

  test('every field is required: messages next to the fields, focus on the first', async ({
    page,
  }) => {
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByLabel('Name')).toBeFocused()
    await expect(form(page).getByRole('alert')).toHaveText([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ])
    await form(page).getByLabel('Name').fill('Mary')
    await form(page).getByLabel('Email').fill('mary@')
    await expect(form(page).getByText('Enter a valid email address')).toBeVisible()
    await expect(form(page).getByLabel('Email')).toHaveAttribute('aria-describedby', /-error$/)
  })

  test('a failure shows the error toast and keeps what was typed', async ({ page }) => {
    await failRequests(page, 'contact')
    await fillContact(page, 'Keep this')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Error', 'Something went wrong. Please try again.', 'error')
    await expect(form(page).getByLabel('Subject')).toHaveValue('Keep this')
    await expect(form(page).getByLabel('Message')).toHaveValue('Hello,\nWe would like a call.')
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })
})

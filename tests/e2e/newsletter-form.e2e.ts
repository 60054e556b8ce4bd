import { expectToast, failActions, holdActions, unique, useOwnIp, waitForEmail } from './forms'
import { expect, gotoReady, test } from './test'

test.describe('footer newsletter sign-up', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnIp(page)
  })

  const form = (page: import('@playwright/test').Page) =>
    page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' })

  test('subscribes: the button shows an ellipsis and is disabled while sending, then a toast and a cleared field', async ({
    page,
    control,
  }) => {
    await gotoReady(page, '/')
    const email = `reader-${unique()}@example.org`
    const newsletter = form(page)
    await newsletter.getByLabel('Email address').fill(email)
    const release = await holdActions(page)
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    const busy = newsletter.getByRole('button', { name: 'Subscribing' })
    await expect(busy).toHaveText('...')
    await expect(busy).toBeDisabled()
    release()
    await expectToast(
      page,
      'Subscribed!',
      "You've been added to our newsletter and CRM.",
      'success',
    )
    await expect(newsletter.getByLabel('Email address')).toHaveValue('')
    await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    const mail = await waitForEmail(
      control,
      (m) => m.subject === 'New Newsletter Subscription' && m.html.includes(email),
    )
    expect(mail.to).toEqual(['marketing@simplifiededu.example'])
  })

  test('an invalid address is refused in the browser with a message announced and focus on the field', async ({
    page,
  }) => {
    await gotoReady(page, '/')
    const newsletter = form(page)
    let sent = false
    page.on('request', (request) => {
      if (request.method() === 'POST') sent = true
    })
    await newsletter.getByLabel('Email address').fill('not-an-address')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(newsletter.getByRole('alert')).toHaveText('Enter a valid email address')
    await expect(newsletter.getByLabel('Email address')).toBeFocused()
    await expect(newsletter.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true')
    await newsletter.getByLabel('Email address').fill('')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(newsletter.getByRole('alert')).toHaveText('Email is required')
    expect(sent).toBe(false)
  })

  test('a failure shows the error toast and keeps the address', async ({ page }) => {
    await gotoReady(page, '/')
    await failActions(page)
    const newsletter = form(page)
    await newsletter.getByLabel('Email address').fill('keep-me@example.org')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expectToast(page, 'Error', 'Something went wrong. Please try again.', 'error')
    await expect(newsletter.getByLabel('Email address')).toHaveValue('keep-me@example.org')
  })
})

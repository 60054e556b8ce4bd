import type { Page } from '@playwright/test'
import type { NewsletterSubscriber } from '../../src/payload-types'
import { adminLogin, findOne } from './cmsApi'
import {
  countStored,
  fillForm,
  fillRecoveryApplication,
  unique,
  useOwnIp,
  waitForEmail,
  watchAddresses,
} from './forms'
import { expect, test } from './test'

// A visitor whose browser runs no scripts (turned off, a proxy browser, a network that drops them).
test.use({ javaScriptEnabled: false })

/** Opens a page as sent by the server: nothing will hydrate it. */
async function open(page: Page, path: string) {
  await useOwnIp(page)
  const addresses = watchAddresses(page)
  await page.goto(path)
  return addresses
}

/** Sends the form the way the browser does on its own, and waits for the page that answers. */
async function send(page: Page, button: ReturnType<Page['getByRole']>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest()),
    button.click(),
  ])
  expect(response.request().method()).toBe('POST')
  await page.waitForLoadState('domcontentloaded')
}

test.describe('contact form without JavaScript', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Contact us' })

  test('a valid message is stored and emailed, and the page says it was sent', async ({
    page,
    control,
  }) => {
    const addresses = await open(page, '/contact')
    const subject = `No script ${unique()}`
    await form(page).getByLabel('Name').fill('Mary Seacole')
    await form(page).getByLabel('Email').fill('mary.noscript@school.example')
    await form(page).getByLabel('Subject').fill(subject)
    await form(page).getByLabel('Message').fill('Sent from a phone without scripts.')
    await send(page, form(page).getByRole('button', { name: 'Send Message' }))

    await expect(form(page).getByRole('status')).toContainText('Message Sent!')
    await expect(form(page).getByRole('status')).toContainText(
      "We'll get back to you as soon as possible.",
    )
    await expect(form(page).getByLabel('Subject')).toHaveValue('')
    expect(await countStored('contact-messages', 'subject', subject)).toBe(1)
    const mail = await waitForEmail(control, (m) => m.subject === `Contact Form: ${subject}`)
    expect(mail.to).toEqual(['info@simplifiededu.example'])
    expect(addresses.withValues([subject, 'mary.noscript', 'Sent from a phone'])).toEqual([])
  })

  test('an invalid message comes back with a message beside each field and what was typed', async ({
    page,
  }) => {
    const addresses = await open(page, '/contact')
    const subject = `Invalid ${unique()}`
    await form(page).getByLabel('Name').fill('Mary Seacole')
    await form(page).getByLabel('Email').fill('mary@')
    await form(page).getByLabel('Subject').fill(subject)
    await send(page, form(page).getByRole('button', { name: 'Send Message' }))

    await expect(form(page).getByRole('alert')).toHaveText([
      'Enter a valid email address',
      'Message is required',
    ])
    await expect(form(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByLabel('Name')).toHaveValue('Mary Seacole')
    await expect(form(page).getByLabel('Email')).toHaveValue('mary@')
    await expect(form(page).getByLabel('Subject')).toHaveValue(subject)
    expect(await countStored('contact-messages', 'subject', subject)).toBe(0)
    expect(addresses.withValues([subject, 'Mary Seacole', 'mary@'])).toEqual([])
  })
})

test.describe('demo form without JavaScript', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Request a demo' })

  async function fill(page: Page, lastName: string) {
    await fillForm(form(page), 'demo', {
      firstName: 'Marcus',
      lastName,
      email: 'marcus.noscript@school.example',
      organization: 'Titchfield High',
    })
  }

  test('a valid request is stored and emailed, and the thank-you state shows', async ({
    page,
    control,
  }) => {
    const addresses = await open(page, '/demo')
    const lastName = `Garvey${unique()}`
    await fill(page, lastName)
    await form(page)
      .getByLabel(/^Your Role/)
      .selectOption({ label: 'Principal / Head of School' })
    await form(page)
      .getByLabel(/^Country/)
      .selectOption({ label: 'Jamaica' })
    await send(page, form(page).getByRole('button', { name: 'Request Demo' }))

    const thanks = page.getByRole('region', { name: 'Thank You!' })
    await expect(thanks).toContainText('Your demo request has been received.')
    await expect(form(page)).toHaveCount(0)
    expect(await countStored('demo-requests', 'lastName', lastName)).toBe(1)
    await waitForEmail(control, (m) => m.subject === `New Demo Request from Marcus ${lastName}`)
    expect(addresses.withValues([lastName, 'marcus.noscript', 'Titchfield'])).toEqual([])
  })

  test('a request without role and country comes back with their messages and what was typed', async ({
    page,
  }) => {
    const addresses = await open(page, '/demo')
    const lastName = `Garvey${unique()}`
    await fill(page, lastName)
    await send(page, form(page).getByRole('button', { name: 'Request Demo' }))

    await expect(form(page).getByRole('alert')).toHaveText([
      'Select your role',
      'Select your country',
    ])
    await expect(form(page).getByLabel(/^Last Name/)).toHaveValue(lastName)
    await expect(form(page).getByLabel(/^School \/ Organization/)).toHaveValue('Titchfield High')
    expect(await countStored('demo-requests', 'lastName', lastName)).toBe(0)
    expect(addresses.withValues([lastName, 'marcus.noscript', 'Titchfield'])).toEqual([])
  })
})

test.describe('quote form without JavaScript', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Request a custom quote' })

  async function fill(page: Page, lastName: string) {
    await fillForm(form(page), 'quote', {
      firstName: 'Nanny',
      lastName,
      email: 'nanny.noscript@ministry.example',
      phone: '+1 876 555 0177',
      jobTitle: 'Chief Education Officer',
      organization: 'Ministry of Education',
      organizationType: 'ministry',
      country: 'jamaica',
      numberOfStudents: 45000,
      numberOfTeachers: 3200,
      timeline: 'medium',
    })
  }

  test('a valid request is stored with one school by default and emailed, and the thank-you state shows', async ({
    page,
    control,
  }) => {
    const addresses = await open(page, '/quote')
    const lastName = `Nanny${unique()}`
    await fill(page, lastName)
    await expect(form(page).getByLabel(/^Number of Schools/)).toHaveValue('1')
    await form(page).getByRole('checkbox', { name: 'Parent Portal' }).check()
    await send(page, form(page).getByRole('button', { name: 'Request Quote' }))

    await expect(page.getByRole('region', { name: 'Thank You!' })).toContainText(
      'Your quote request has been received.',
    )
    expect(await countStored('quote-requests', 'lastName', lastName)).toBe(1)
    const mail = await waitForEmail(
      control,
      (m) => m.subject === `New Quote Request from Nanny ${lastName}`,
    )
    expect(mail.html).toContain('Parent Portal')
    expect(addresses.withValues([lastName, 'nanny.noscript', 'Chief Education'])).toEqual([])
  })

  test('a request with no feature ticked comes back with the feature message and what was typed', async ({
    page,
  }) => {
    const addresses = await open(page, '/quote')
    const lastName = `Nanny${unique()}`
    await fill(page, lastName)
    await form(page).getByRole('checkbox', { name: 'Staff Training' }).check()
    await send(page, form(page).getByRole('button', { name: 'Request Quote' }))

    await expect(form(page).getByRole('alert')).toHaveText(['Select at least one feature'])
    await expect(form(page).getByLabel(/^Last Name/)).toHaveValue(lastName)
    await expect(form(page).getByLabel(/^Country/)).toHaveValue('jamaica')
    await expect(form(page).getByLabel(/^Number of Students/)).toHaveValue('45000')
    await expect(form(page).getByLabel(/^Number of Schools/)).toHaveValue('1')
    await expect(form(page).getByRole('checkbox', { name: 'Staff Training' })).toBeChecked()
    expect(await countStored('quote-requests', 'lastName', lastName)).toBe(0)
    expect(addresses.withValues([lastName, 'nanny.noscript', 'Chief Education'])).toEqual([])
  })
})

test.describe('newsletter sign-up without JavaScript', () => {
  const form = (page: Page) =>
    page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' })

  test('a valid address is stored with the page it was sent from and emailed, and the footer says so', async ({
    page,
    control,
  }) => {
    const addresses = await open(page, '/pricing')
    const email = `noscript-${unique()}@example.org`
    await form(page).getByLabel('Email address').fill(email)
    await send(page, form(page).getByRole('button', { name: 'Subscribe' }))

    await expect(form(page).getByRole('status')).toContainText('Subscribed!')
    await expect(form(page).getByLabel('Email address')).toHaveValue('')
    const subscriber = await findOne<NewsletterSubscriber>(
      await adminLogin(),
      'newsletter-subscribers',
      'email',
      email,
    )
    expect(subscriber.consent?.page).toBe('/pricing')
    await waitForEmail(
      control,
      (m) => m.subject === 'New Newsletter Subscription' && m.html.includes(email),
    )
    expect(addresses.withValues([email])).toEqual([])
  })

  test('an invalid address comes back with its message and as typed, and nothing is stored', async ({
    page,
  }) => {
    const addresses = await open(page, '/')
    const typed = `noscript-${unique()}@`
    await form(page).getByLabel('Email address').fill(typed)
    await send(page, form(page).getByRole('button', { name: 'Subscribe' }))

    await expect(form(page).getByRole('alert')).toHaveText('Enter a valid email address')
    await expect(form(page).getByLabel('Email address')).toHaveValue(typed)
    expect(await countStored('newsletter-subscribers', 'email', typed)).toBe(0)
    expect(addresses.withValues([typed])).toEqual([])
  })
})

test.describe('recovery application without JavaScript', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Recovery support application' })

  test('a valid application is stored and emailed, and the confirmation shows its case ID', async ({
    page,
    control,
  }) => {
    const addresses = await open(page, '/recovery-support')
    const email = `noscript-${unique()}@leeward.example`
    const f = form(page)
    await fillRecoveryApplication(f, email)
    await f.getByLabel(/I consent to the collection/).check()
    await f.getByLabel(/I confirm that I am authorized/).check()
    await f.getByRole('checkbox', { name: 'Other', exact: true }).check()
    await f.getByLabel('Other Support Needed').fill('Replacement science kits')
    await send(page, f.getByRole('button', { name: 'Submit Application' }))

    await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible()
    const caseId = (await page.locator('strong', { hasText: /^RA-\d{4}-/ }).textContent())!.trim()
    expect(await countStored('recovery-applications', 'caseId', caseId)).toBe(1)
    expect(await countStored('recovery-applications', 'contactEmail', email)).toBe(1)
    await waitForEmail(
      control,
      (m) =>
        m.to.includes(email) && m.subject === `Recovery support application received: ${caseId}`,
    )
    expect(addresses.withValues([email, 'Leeward Heights', 'Replacement science'])).toEqual([])
  })

  test('"other" ticked with its box empty and no consent come back with their messages and what was typed', async ({
    page,
  }) => {
    const addresses = await open(page, '/recovery-support')
    const email = `noscript-${unique()}@leeward.example`
    const f = form(page)
    await fillRecoveryApplication(f, email)
    await f.getByRole('checkbox', { name: 'Other', exact: true }).check()
    await send(page, f.getByRole('button', { name: 'Submit Application' }))

    await expect(f.getByText('Describe the other support you need.')).toBeVisible()
    await expect(f.getByText('Please agree to all required terms.')).toHaveCount(2)
    await expect(f.getByLabel('School Name')).toHaveValue('Leeward Heights Secondary')
    await expect(f.getByLabel('Email')).toHaveValue(email)
    await expect(f.getByLabel('Students Displaced')).toHaveValue('120')
    await expect(f.getByLabel('School Type')).toHaveValue('Public')
    await expect(f.getByRole('checkbox', { name: 'Other', exact: true })).toBeChecked()
    await expect(f.getByLabel('We are an existing customer')).toBeChecked()
    expect(await countStored('recovery-applications', 'contactEmail', email)).toBe(0)
    expect(addresses.withValues([email, 'Leeward Heights'])).toEqual([])
  })
})

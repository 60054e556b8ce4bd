import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { richText } from '../../../seed/lexical'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { startWebhookReceiver, type WebhookReceiver } from '../../fixtures/webhookReceiver'
import type { LeadBody } from '../../../src/lib/leads/leadBody'
import type { Form, FormSubmission, Page as CmsPage } from '../../../src/payload-types'
import { api } from '../cmsApi'
import { signInOverRest } from '../twoFactor'
import { expect, test } from './test'

/*
 * A form a marketer builds through the CMS's REST API, placed on a page with the builtForm block,
 * then sent as a visitor would: with JavaScript off, late, and on. It goes down the five forms' road:
 * the server's checks, the webhook, staff-only notifications, the dashboard, the CSV, the
 * privacy export; a closed form refuses, and a form with submissions cannot be deleted.
 */

const STAFF = 'pilot-team@staff.example'
const ATTACKER = 'attacker@evil.example'
const NAME = 'pilot-interest'
const PATH = '/pilot-interest'
// The bare page's JavaScript and a form page's allowance (tests/e2e/first-load-javascript.e2e.ts).
const FORM_PAGE_BUDGET_KIB = 134 + 35

let app: Awaited<ReturnType<typeof startIsolatedServer>>
let receiver: WebhookReceiver
let token: string
let formId: number

const pilotForm = {
  title: 'Pilot interest',
  name: NAME,
  fields: [
    { blockType: 'text', name: 'name', label: 'Full name', required: true, width: 50 },
    { blockType: 'email', name: 'email', label: 'Work email', required: true, width: 50 },
    { blockType: 'country', name: 'country', label: 'Country', required: true },
    {
      blockType: 'select',
      name: 'schools',
      label: 'Number of schools',
      required: true,
      options: [
        { label: 'One', value: 'one' },
        { label: 'Two to ten', value: 'few' },
      ],
    },
    { blockType: 'number', name: 'students', label: 'Students', required: false },
    { blockType: 'message', message: richText([{ p: 'We read every answer ourselves.' }]) },
    { blockType: 'textarea', name: 'notes', label: 'Notes', required: false },
    { blockType: 'checkbox', name: 'terms', label: 'I agree to be contacted', required: true },
  ],
  submitButtonLabel: 'Send interest',
  confirmationMessage: richText([{ p: 'Thank you: our pilot team will write to you.' }]),
  notifications: { addresses: [{ email: STAFF }] },
  confirmationEmail: {
    send: true,
    subject: 'We received your interest',
    message: 'Our pilot team will write to you within a week.',
  },
}

const url = (path: string) => `${app.baseUrl}${path}`

/** A visitor behind our one trusted proxy, at an address of the test's own (its rate-limit key). */
async function visitor(
  browser: Browser,
  address: string,
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  })
  return { context, page: await context.newPage() }
}

const postJson = (body: object, address: string, lang = '') =>
  fetch(url(`/api/forms/${NAME}${lang}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })

const webhooksFor = (email: string) =>
  receiver.received
    .map((request) => JSON.parse(request.rawBody) as LeadBody)
    .filter((body) => body.data.email === email)

async function submissionsFor(email: string) {
  const { docs } = await api<{ docs: FormSubmission[] }>(
    token,
    'GET',
    `/form-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    undefined,
    app.baseUrl,
  )
  return docs
}

async function fillValid(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Join the pilot' })
  await form.getByLabel('Full name').fill('Ada Lovelace')
  await form.getByLabel('Work email').fill(email)
  await form.getByLabel('Country').selectOption({ label: 'Jamaica' })
  await form.getByLabel('Number of schools').selectOption({ label: 'One' })
  await form.getByLabel('Students').fill('120')
  await form.getByLabel('I agree to be contacted').check()
  return form
}

test.describe('a form marketers build', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    receiver = await startWebhookReceiver()
    app = await startIsolatedServer(
      {
        TRUSTED_PROXY_HOPS: '1',
        FORMS_RATE_LIMIT: '4',
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: 'built-forms-e2e-secret',
      },
      { seed: true },
    )
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      app.baseUrl,
    )
    const { doc } = await api<{ doc: Form }>(token, 'POST', '/forms', pilotForm, app.baseUrl)
    formId = doc.id
    await api<{ doc: CmsPage }>(
      token,
      'POST',
      '/pages',
      {
        title: 'Join the pilot',
        path: PATH.slice(1),
        layout: [
          {
            blockType: 'builtForm',
            form: formId,
            heading: 'Join the pilot',
            intro: 'Tell us about your schools.',
          },
        ],
        _status: 'published',
      },
      app.baseUrl,
    )
  })

  test.afterAll(async () => {
    await app?.stop()
    await receiver?.stop()
  })

  test('its recipients and confirmation text never reach a visitor: the public API refuses forms and submissions', async () => {
    expect((await fetch(url(`/api/forms/${formId}`))).status).toBe(403)
    expect((await fetch(url('/api/forms'))).status).toBe(403)
    const created = await fetch(url('/api/form-submissions'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: formId,
        submissionData: [{ field: 'email', value: 'x@example.org' }],
      }),
    })
    expect(created.status).toBe(403)
    const html = await (await fetch(url(PATH))).text()
    expect(html).toContain('Send interest')
    expect(html).not.toContain(STAFF)
    expect(html).not.toContain('within a week')
  })

  test('with JavaScript off: each field says what is wrong and keeps what was typed, then the confirmation', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, '198.51.100.10', false)
    try {
      await page.goto(url(PATH))
      const form = page.getByRole('form', { name: 'Join the pilot' })
      await expect(form.getByText('We read every answer ourselves.')).toBeVisible()
      await form.getByLabel('Full name').fill('Ada Lovelace')
      await form.getByLabel('Work email').fill('not-an-address')
      await form.getByRole('button', { name: 'Send interest' }).click()
      await expect(form.getByText('Enter a valid email address')).toBeVisible()
      await expect(form.getByText('Choose Country from the list')).toBeVisible()
      await expect(form.getByText('Tick "I agree to be contacted" to continue')).toBeVisible()
      await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace')
      await expect(form.getByLabel('Work email')).toHaveValue('not-an-address')
      // Each message is tied to its field.
      await expect(form.getByLabel('Work email')).toHaveAccessibleDescription(
        'Enter a valid email address',
      )
      expect(await submissionsFor('not-an-address')).toHaveLength(0)

      await fillValid(page, 'ada@school.example')
      await form.getByRole('button', { name: 'Send interest' }).click()
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Thank you: our pilot team will write to you.' }),
      ).toBeVisible()
    } finally {
      await context.close()
    }

    // Stored once, with the labels it was sent with and where it was sent from.
    const [stored] = await submissionsFor('ada@school.example')
    expect(stored.formName).toBe(NAME)
    expect(stored.submissionData?.find((row) => row.field === 'name')).toMatchObject({
      label: 'Full name',
      value: 'Ada Lovelace',
    })
    expect(stored.source?.formPage).toBe(PATH)

    // The webhook: `type` is the form's name, `data` its answers by field name, typed.
    await expect.poll(() => webhooksFor('ada@school.example').length, { timeout: 20_000 }).toBe(1)
    const [body] = webhooksFor('ada@school.example')
    expect(body.type).toBe(NAME)
    expect(body.data).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@school.example',
      country: 'jamaica',
      schools: 'one',
      students: 120,
      terms: true,
    })
    expect(body.source.formPage).toBe(PATH)

    // Staff hear of it at the form's own addresses; the visitor gets the marketer's words only.
    const notice = await app.environment.smtp.waitFor(
      (mail) => mail.subject === 'Form: Pilot interest' && mail.html.includes('ada@school.example'),
      20_000,
    )
    expect(notice.to).toEqual([STAFF])
    expect(notice.html).toContain('Jamaica')
    const confirmation = await app.environment.smtp.waitFor(
      (mail) =>
        mail.subject === 'We received your interest' && mail.to.includes('ada@school.example'),
      20_000,
    )
    expect(confirmation.to).toEqual(['ada@school.example'])
    expect(confirmation.text).toContain('Our pilot team will write to you within a week.')
    expect(confirmation.text).not.toContain('Ada')
  })

  test('with JavaScript on: checked in the browser with the same messages, then sent as JSON', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, '198.51.100.20')
    try {
      await page.goto(url(PATH))
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
      const form = page.getByRole('form', { name: 'Join the pilot' })
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url())
      })
      await form.getByRole('button', { name: 'Send interest' }).click()
      await expect(form.getByText('Full name is required')).toBeVisible()
      await expect(form.getByLabel('Full name')).toBeFocused()
      expect(posts).toEqual([])
      // The form with its messages showing passes axe (WCAG 2.1 AA).
      const { violations } = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect(
        violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])

      await fillValid(page, 'grace@school.example')
      const sent = page.waitForRequest(
        (request) => request.url().endsWith(`/api/forms/${NAME}`) && request.method() === 'POST',
      )
      await form.getByRole('button', { name: 'Send interest' }).click()
      expect((await sent).postDataJSON()).toMatchObject({
        name: 'Ada Lovelace',
        email: 'grace@school.example',
        students: 120,
        terms: true,
      })
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Thank you: our pilot team will write to you.' }),
      ).toBeVisible()
    } finally {
      await context.close()
    }
    await expect.poll(async () => (await submissionsFor('grace@school.example')).length).toBe(1)
  })

  test('with its scripts late: sent by the browser itself, stored, and answered in the page', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, '198.51.100.25')
    try {
      // Next's chunks are held until the form was sent, as on a network slow to bring them.
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)/, async (route) => {
        await released
        await route.continue().catch(() => {})
      })
      await page.goto(url(PATH), { waitUntil: 'domcontentloaded' })
      const form = await fillValid(page, 'early@school.example')
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.request().isNavigationRequest()),
        form.getByRole('button', { name: 'Send interest' }).click(),
      ])
      expect(response.request().method()).toBe('POST')
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Thank you: our pilot team will write to you.' }),
      ).toBeVisible()
      release()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    } finally {
      await context.close()
    }
    expect(await submissionsFor('early@school.example')).toHaveLength(1)
  })

  test('in Spanish: the English labels stand in where none is written, the messages speak Spanish', async () => {
    const html = await (await fetch(url(`/es${PATH}`))).text()
    expect(html).toContain('Full name')
    const answer = await postJson({ email: 'x' }, '198.51.100.30', '?lang=es')
    expect(answer.status).toBe(400)
    expect((await answer.json()).errors).toMatchObject({
      name: 'Complete el campo «Full name»',
      email: 'Ingrese un correo electrónico válido',
    })
  })

  test('a submitted value never becomes a recipient, a sender or a header', async () => {
    const email = 'eve@school.example'
    const answer = await postJson(
      {
        name: `Eve\r\nBcc: ${ATTACKER}`,
        email,
        country: 'nigeria',
        schools: 'few',
        terms: true,
        notes: `To: ${ATTACKER}\nPlease copy ${ATTACKER}`,
        to: ATTACKER,
        emailTo: ATTACKER,
        cc: ATTACKER,
        bcc: ATTACKER,
        replyTo: ATTACKER,
        from: ATTACKER,
      },
      '198.51.100.40',
    )
    expect(answer.status).toBe(201)
    const notice = await app.environment.smtp.waitFor(
      (mail) => mail.subject === 'Form: Pilot interest' && mail.html.includes(email),
      20_000,
    )
    expect(notice.to).toEqual([STAFF])
    await app.environment.smtp.waitFor((mail) => mail.to.includes(email), 20_000)
    for (const mail of app.environment.smtp.messages) {
      expect(mail.to.join(',')).not.toContain('evil.example')
      expect(mail.from).not.toContain('evil.example')
      expect(JSON.stringify(mail.headers)).not.toContain('evil.example')
    }
    // What the form does not ask for is not even stored.
    const [stored] = await submissionsFor(email)
    expect(stored.submissionData?.map((row) => row.field)).toEqual([
      'name',
      'email',
      'country',
      'schools',
      'students',
      'notes',
      'terms',
    ])
  })

  test('the honeypot drops a bot quietly, and the rate limit stops a flood', async () => {
    const bot = await postJson(
      {
        name: 'Bot',
        email: 'bot@spam.example',
        country: 'jamaica',
        schools: 'one',
        terms: true,
        website: 'http://spam.example',
      },
      '198.51.100.50',
    )
    expect(bot.status).toBe(201)
    expect(await submissionsFor('bot@spam.example')).toHaveLength(0)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await postJson({}, '198.51.100.60')).status)
    expect(statuses).toEqual([400, 400, 400, 400, 429])
  })

  test('staff find it in the privacy export, the CSV and the leads dashboard, under its name', async ({
    browser,
  }) => {
    const exported = await fetch(url('/api/privacy-audits/export?email=ada@school.example'), {
      headers: { authorization: `JWT ${token}` },
    })
    const { records } = (await exported.json()) as {
      records: { collection: string; label: string; data: FormSubmission }[]
    }
    expect(records).toEqual([
      expect.objectContaining({ collection: 'form-submissions', label: 'Built form submission' }),
    ])
    expect(records[0].data.formName).toBe(NAME)

    const csv = await (
      await fetch(url(`/api/form-submissions/csv?form=${NAME}`), {
        headers: { authorization: `JWT ${token}` },
      })
    ).text()
    const [header, ...rows] = csv.trim().split('\r\n')
    expect(header).toMatch(
      /^id,created_at,form,language,status,email,name,email,country,schools,students,notes,terms,source_landing_page/,
    )
    expect(
      rows.some((row) => row.includes('ada@school.example') && row.includes('Ada Lovelace')),
    ).toBe(true)
    expect((await fetch(url(`/api/form-submissions/csv?form=${NAME}`))).status).toBe(401)

    const context = await browser.newContext()
    try {
      await context.addCookies([
        { name: 'payload-token', value: token, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' },
      ])
      const page = await context.newPage()
      await page.goto(url(`/cms/leads?form=${NAME}`))
      const perWeek = page.getByRole('table', { name: 'Leads per week by form' })
      await expect(perWeek.getByRole('columnheader')).toHaveText(['Week of', NAME])
      await expect(page.getByText(new RegExp(`^4 leads from .+, form "${NAME}"\\.`))).toBeVisible()
      await expect(
        page.getByRole('link', {
          name: `Download the submissions of “${NAME}” in this range (CSV)`,
        }),
      ).toBeVisible()

      // The form as staff edit it in the CMS, and the page as visitors see it (pictures for docs/marketers.md).
      await page.goto(url(`/cms/collections/forms/${formId}`))
      await expect(page.locator('input[name="name"]')).toHaveValue(NAME)
      // Drawn whole: the form's fields are open and editable.
      await expect(page.locator('input[name="fields.0.name"]')).toHaveValue('name')
      await expect(page.locator('input[name="title"]')).toBeEditable()
      await expect(page.getByText('Notifications', { exact: true }).first()).toBeVisible()
      await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible()
      await page.screenshot({ path: 'docs/marketers/built-form-cms.png' })
    } finally {
      await context.close()
    }
  })

  test('the page with the form keeps to the JavaScript budget of a form page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1100 } })
    try {
      const page = await context.newPage()
      const sizes: Promise<number>[] = []
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          sizes.push(
            request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize),
          )
      })
      await page.goto(url(PATH))
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      const kib = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0) / 1024
      test.info().annotations.push({ type: 'KiB transferred', description: kib.toFixed(1) })
      expect(kib).toBeLessThanOrEqual(FORM_PAGE_BUDGET_KIB)
      // The page as a visitor sees it, for docs/marketers.md.
      await page.screenshot({ path: 'docs/marketers/built-form-page.png' })
    } finally {
      await context.close()
    }
  })

  test('editing the form changes no stored submission; a form with submissions is closed, never deleted', async () => {
    const { fields } = await api<Form>(
      token,
      'GET',
      `/forms/${formId}?depth=0&locale=en`,
      undefined,
      app.baseUrl,
    )
    const renamed = fields?.map((field) =>
      field.blockType === 'text' && field.name === 'name'
        ? { ...field, label: 'Your name' }
        : field,
    )
    await api(token, 'PATCH', `/forms/${formId}`, { fields: renamed }, app.baseUrl)
    const [stored] = await submissionsFor('ada@school.example')
    expect(stored.submissionData?.find((row) => row.field === 'name')?.label).toBe('Full name')
    await expect
      .poll(async () => (await (await fetch(url(PATH))).text()).includes('Your name'))
      .toBe(true)

    const refused = await fetch(url(`/api/forms/${formId}`), {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain('close it instead of deleting it')

    await api(token, 'PATCH', `/forms/${formId}`, { closed: true }, app.baseUrl)
    await expect
      .poll(async () =>
        (await (await fetch(url(PATH))).text()).includes(
          'This form is closed and no longer takes submissions.',
        ),
      )
      .toBe(true)
    const answer = await postJson(
      {
        name: 'Late',
        email: 'late@school.example',
        country: 'jamaica',
        schools: 'one',
        terms: true,
      },
      '198.51.100.70',
    )
    expect(answer.status).toBe(410)
    expect(await submissionsFor('late@school.example')).toHaveLength(0)
  })
})

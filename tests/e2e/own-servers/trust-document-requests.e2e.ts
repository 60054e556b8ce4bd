import pg from 'pg'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { startIsolatedServer } from '../../fixtures/isolatedServer'
import { tinyPdf } from '../../fixtures/pdf'
import { startWebhookReceiver, type WebhookReceiver } from '../../fixtures/webhookReceiver'
import type { LeadBody } from '../../../src/lib/leads/leadBody'
import type {
  Document,
  DocumentDownload,
  DocumentFile,
  DocumentRequest,
} from '../../../src/payload-types'
import { api } from '../cmsApi'
import { readSitemap } from '../sitemap'
import { signInOverRest } from '../twoFactor'
import { expect, test } from './test'

/*
 * An on-request trust document, from the request to the download: asked for with JavaScript
 * off, approved by staff in the CMS, the emailed link that downloads that document alone (and is
 * recorded), then revoked, expired and declined requests, each answered as it should be. And
 * nothing of the document leaks: not by a guessed link, its storage URL, the API or search.
 */

const SECRET_MARK = 'CONFIDENTIAL-DPA-MARK-7f3a'
const PUBLIC_MARK = 'PUBLIC-OVERVIEW-MARK-2c9d'
const DPA_TITLE = 'Data processing agreement (e2e)'
const OVERVIEW_TITLE = 'Security overview (e2e)'

let app: Awaited<ReturnType<typeof startIsolatedServer>>
let receiver: WebhookReceiver
let token: string
let dpa: Document
let dpaFile: DocumentFile
let overview: Document
let overviewFile: DocumentFile
/** Every line the server wrote: its access log and Payload's. */
const serverOutput: string[] = []

const url = (path: string) => `${app.baseUrl}${path}`

const pdfBytes = tinyPdf

async function upload(name: string, mark: string): Promise<DocumentFile> {
  const form = new FormData()
  form.append('file', new Blob([pdfBytes(mark)], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify({}))
  const response = await fetch(url('/api/document-files'), {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  })
  const body = await response.text()
  expect(response.status, body).toBe(201)
  return (JSON.parse(body) as { doc: DocumentFile }).doc
}

const createDocument = async (data: Partial<Document>) =>
  (
    await api<{ doc: Document }>(
      token,
      'POST',
      '/documents',
      { ...data, _status: 'published' },
      app.baseUrl,
    )
  ).doc

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

const requestsFor = async (email: string) =>
  (
    await api<{ docs: DocumentRequest[] }>(
      token,
      'GET',
      `/document-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0&sort=-createdAt`,
      undefined,
      app.baseUrl,
    )
  ).docs

const setStatus = (id: number, status: DocumentRequest['status']) =>
  api(token, 'PATCH', `/document-requests/${id}`, { status }, app.baseUrl)

/** How many emails the capture holds: what arrives later is after this mark. */
const mailMark = () => app.environment.smtp.messages.length

/** The link in the first approval email to `email` for the DPA since `mark`. */
async function approvalLink(email: string, mark: number): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        const mail = app.environment.smtp.messages
          .slice(mark)
          .find(
            (candidate) =>
              candidate.to.includes(email) && candidate.subject === `Your access to "${DPA_TITLE}"`,
          )
        link = mail && /href="([^"]+\/trust\/download\/[^"]+)"/.exec(mail.html)?.[1]
        return Boolean(link)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return link!
}

/** A request sent over the JSON door, as a script would, from its own address. */
async function requestOverJson(email: string, address: string) {
  const response = await fetch(url('/api/forms/documentRequest'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      document: dpa.id,
      name: 'Grace Hopper',
      email,
      organization: 'Ministry of Education',
      country: 'jamaica',
      purpose: 'Tender 2027-04',
      acceptTerms: true,
    }),
  })
  expect(response.status).toBe(201)
  return (await requestsFor(email))[0]
}

/** Time passing, without waiting for it: the link's end moved into the past in the database. */
async function expireLink(requestId: number) {
  const client = new pg.Client({ connectionString: app.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(
      `UPDATE document_requests SET link_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [requestId],
    )
  } finally {
    await client.end()
  }
}

test.describe('an on-request trust document', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    receiver = await startWebhookReceiver()
    app = await startIsolatedServer(
      {
        TRUSTED_PROXY_HOPS: '1',
        FORMS_RATE_LIMIT: '20',
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: 'trust-e2e-secret',
      },
      { seed: true, onOutput: (line) => serverOutput.push(line) },
    )
    const { SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_ADMIN_TOTP_SECRET } = app.environment.appEnv
    token = await signInOverRest(
      SEED_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD,
      SEED_ADMIN_TOTP_SECRET,
      app.baseUrl,
    )
    dpaFile = await upload('dpa-e2e.pdf', SECRET_MARK)
    overviewFile = await upload('overview-e2e.pdf', PUBLIC_MARK)
    const common = {
      category: 'privacy' as const,
      version: '3.0',
      issuedOn: '2026-10-01T00:00:00.000Z',
      language: 'en' as const,
    }
    dpa = await createDocument({
      ...common,
      title: DPA_TITLE,
      summary: 'Our data processing terms.',
      file: dpaFile.id,
      accessLevel: 'on-request',
    })
    overview = await createDocument({
      ...common,
      category: 'security',
      title: OVERVIEW_TITLE,
      summary: 'How we protect data.',
      file: overviewFile.id,
      accessLevel: 'public',
    })
  })

  test.afterAll(async () => {
    await app?.stop()
    await receiver?.stop()
  })

  test('leaks nothing to a visitor: not by the API, its storage URL, a guessed link, search or the sitemap', async () => {
    const listed = (await (await fetch(url('/api/documents?limit=100&depth=1'))).json()) as {
      docs: Document[]
    }
    expect(listed.docs.map((doc) => doc.id)).toContain(overview.id)
    expect(listed.docs.map((doc) => doc.id)).not.toContain(dpa.id)
    expect(JSON.stringify(listed)).not.toContain(dpaFile.filename!)
    expect([403, 404]).toContain((await fetch(url(`/api/documents/${dpa.id}`))).status)
    for (const path of [
      '/api/documents/versions',
      '/api/document-requests',
      '/api/document-downloads',
    ]) {
      expect((await fetch(url(path))).status, path).toBe(403)
    }
    expect(
      JSON.stringify(await (await fetch(url('/api/document-files?limit=100'))).json()),
    ).not.toContain(dpaFile.filename!)

    const secretFile = await fetch(url(`/api/document-files/file/${dpaFile.filename}`))
    expect(secretFile.status).toBe(403)
    expect(await secretFile.text()).not.toContain(SECRET_MARK)
    const publicFile = await fetch(url(`/api/document-files/file/${overviewFile.filename}`))
    expect(publicFile.status).toBe(200)
    expect(await publicFile.text()).toContain(PUBLIC_MARK)
    // Staff reach every file.
    expect(
      (
        await fetch(url(`/api/document-files/file/${dpaFile.filename}`), {
          headers: { authorization: `JWT ${token}` },
        })
      ).status,
    ).toBe(200)

    for (const guess of [
      '/trust/download/not-a-token',
      `/trust/download/${'A'.repeat(43)}`,
      `/es/trust/download/${'b'.repeat(43)}`,
    ]) {
      const answer = await fetch(url(guess))
      expect(answer.status, guess).toBe(404)
      expect(answer.headers.get('cache-control')).toContain('no-store')
    }

    const search = await (
      await fetch(url(`/search?q=${encodeURIComponent('processing agreement e2e')}`))
    ).text()
    expect(search).not.toContain(DPA_TITLE)
    const { xml: sitemap } = await readSitemap(async (path) => {
      const response = await fetch(url(path))
      return { status: response.status, text: await response.text() }
    })
    expect(sitemap).not.toContain('/trust/request/')
    expect(sitemap).not.toContain(dpaFile.filename!)

    // Only an on-request document has a request page; a public one downloads directly.
    expect((await fetch(url(`/trust/request/${overview.id}`))).status).toBe(404)
    expect((await fetch(url('/trust/request/99999999'))).status).toBe(404)
    const requestPage = await fetch(url(`/trust/request/${dpa.id}`))
    expect(requestPage.status).toBe(200)
    const html = await requestPage.text()
    expect(html).toContain(DPA_TITLE)
    expect(html).not.toContain(dpaFile.filename!)
    const spanish = await (await fetch(url(`/es/trust/request/${dpa.id}`))).text()
    expect(spanish).toContain('Solicitar acceso a un documento')
    expect(spanish).toContain('Correo electrónico laboral')
  })

  test('a request with JavaScript off: field messages first, then stored as pending, delivered and notified', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, '198.51.100.10', false)
    try {
      await page.goto(url(`/trust/request/${dpa.id}`))
      const form = page.getByRole('form', { name: 'Request access to a document' })
      await form.getByLabel('Full name').fill('Ada Lovelace')
      await form.getByLabel('Work email').fill('ada@ministry.example')
      await form.getByRole('textbox', { name: 'Organization' }).fill('Ministry of Education')
      await form.getByLabel('Country').selectOption({ label: 'Jamaica' })
      await form.getByLabel('Purpose of the request').fill('Evaluation for tender MOE-2027-04')
      await form.getByRole('button', { name: 'Request access' }).click()
      await expect(form.getByText('Accept the confidentiality terms to continue')).toBeVisible()
      await expect(form.getByLabel('Full name')).toHaveValue('Ada Lovelace')
      expect(await requestsFor('ada@ministry.example')).toHaveLength(0)

      await form.getByLabel(/I will keep this document confidential/).check()
      await form.getByRole('button', { name: 'Request access' }).click()
      await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
      await expect(page.getByText('works for 7 days')).toBeVisible()
    } finally {
      await context.close()
    }
    const [request] = await requestsFor('ada@ministry.example')
    expect(request).toMatchObject({
      status: 'pending',
      document: dpa.id,
      organization: 'Ministry of Education',
      country: 'jamaica',
      acceptTerms: true,
    })
    expect(request.source?.formPage).toBe(`/trust/request/${dpa.id}`)

    await expect
      .poll(
        () =>
          receiver.received
            .map((hit) => JSON.parse(hit.rawBody) as LeadBody)
            .find((body) => body.data.email === 'ada@ministry.example')?.type,
        { timeout: 20_000 },
      )
      .toBe('documentRequest')
    const notice = await app.environment.smtp.waitFor(
      (mail) => mail.subject === 'Document request from Ada Lovelace (Ministry of Education)',
      20_000,
    )
    expect(notice.html).toContain('Evaluation for tender MOE-2027-04')
  })

  test('a request for a document that takes none is refused beside its field, and nothing is stored', async () => {
    const response = await fetch(url('/api/forms/documentRequest'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.11' },
      body: JSON.stringify({
        document: overview.id,
        name: 'Eve',
        email: 'eve@example.org',
        organization: 'X',
        country: 'other',
        purpose: 'Y',
        acceptTerms: true,
      }),
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({
      document: 'Choose a document from the trust centre',
    })
    expect(await requestsFor('eve@example.org')).toHaveLength(0)
  })

  test('approved in the CMS: the email links to that document alone, which downloads uncached, and each download is recorded', async ({
    browser,
  }) => {
    const [request] = await requestsFor('ada@ministry.example')
    const before = mailMark()
    const context = await browser.newContext()
    try {
      await context.addCookies([
        { name: 'payload-token', value: token, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' },
      ])
      const page = await context.newPage()
      await page.goto(url(`/cms/collections/document-requests/${request.id}`))
      const status = page.locator('#field-status')
      await status.click()
      await page.getByRole('option', { name: 'Approved', exact: true }).click()
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.getByText(/successfully/i).first()).toBeVisible()
    } finally {
      await context.close()
    }
    const link = await approvalLink('ada@ministry.example', before)
    expect(new URL(link).pathname).toMatch(/^\/trust\/download\/[A-Za-z0-9_-]{43}$/)
    const [approved] = await requestsFor('ada@ministry.example')
    expect(approved.status).toBe('approved')
    expect(JSON.stringify(approved)).not.toContain(new URL(link).pathname.split('/').pop()!)

    const download = await fetch(url(new URL(link).pathname), {
      headers: { 'x-forwarded-for': '203.0.113.77' },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('cache-control')).toMatch(/private/)
    expect(download.headers.get('cache-control')).toMatch(/no-store/)
    expect(download.headers.get('content-disposition')).toContain('attachment')
    expect(download.headers.get('referrer-policy')).toBe('no-referrer')
    expect(Buffer.from(await download.arrayBuffer()).toString()).toContain(SECRET_MARK)

    // The link's token is in no log line and in no job record (the approval email's job carried
    // the request's id, and made the link as it sent).
    const credential = new URL(link).pathname.split('/').pop()!
    await expect
      .poll(() => serverOutput.some((line) => line.includes('/trust/download/[redacted]')))
      .toBe(true)
    expect(serverOutput.filter((line) => line.includes(credential))).toEqual([])
    const database = new pg.Client({ connectionString: app.env.DATABASE_URL })
    await database.connect()
    try {
      for (const table of ['payload_jobs', 'payload_jobs_log']) {
        const { rows } = await database.query(
          `SELECT count(*)::int AS n FROM ${table} AS job WHERE job::text LIKE $1`,
          [`%${credential}%`],
        )
        expect(rows[0].n, table).toBe(0)
      }
      const { rows: kept } = await database.query(
        `SELECT count(*)::int AS n FROM document_requests WHERE link_hash = encode(sha256($1::bytea), 'hex')`,
        [credential],
      )
      expect(kept[0].n).toBe(1)
    } finally {
      await database.end()
    }

    const { docs } = await api<{ docs: DocumentDownload[] }>(
      token,
      'GET',
      `/document-downloads?where[request][equals]=${request.id}&depth=0`,
      undefined,
      app.baseUrl,
    )
    expect(docs).toEqual([
      expect.objectContaining({
        request: request.id,
        document: dpa.id,
        email: 'ada@ministry.example',
        address: '203.0.113.77',
      }),
    ])

    const exported = await fetch(url('/api/privacy-audits/export?email=ada@ministry.example'), {
      headers: { authorization: `JWT ${token}` },
    })
    const { records } = (await exported.json()) as { records: { collection: string }[] }
    expect(records.map((record) => record.collection).sort()).toEqual([
      'document-downloads',
      'document-requests',
    ])
  })

  test('a HEAD of a link answers as its GET would, with no body, and records no download', async () => {
    const request = await requestOverJson('head@ministry.example', '198.51.100.15')
    const before = mailMark()
    await setStatus(request.id, 'approved')
    const link = url(new URL(await approvalLink('head@ministry.example', before)).pathname)
    const downloads = async () =>
      (
        await api<{ totalDocs: number }>(
          token,
          'GET',
          `/document-downloads?where[request][equals]=${request.id}&depth=0&limit=1`,
          undefined,
          app.baseUrl,
        )
      ).totalDocs
    const named = [
      'content-type',
      'content-length',
      'content-disposition',
      'cache-control',
      'referrer-policy',
      'x-robots-tag',
      'x-content-type-options',
    ]
    const headersOf = (response: Response) =>
      Object.fromEntries(named.map((name) => [name, response.headers.get(name)]))

    const head = await fetch(link, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(head.headers.get('content-type')).toBe('application/pdf')
    expect(head.headers.get('content-disposition')).toBe(
      `attachment; filename="${dpaFile.filename}"`,
    )
    expect(head.headers.get('cache-control')).toBe('private, no-store, max-age=0')
    expect(head.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await downloads()).toBe(0)

    const get = await fetch(link)
    expect(get.status).toBe(200)
    expect(Buffer.from(await get.arrayBuffer()).toString()).toContain(SECRET_MARK)
    expect(headersOf(head)).toEqual(headersOf(get))
    expect(await downloads()).toBe(1)

    await setStatus(request.id, 'revoked')
    const goneHead = await fetch(link, { method: 'HEAD' })
    const goneGet = await fetch(link)
    expect(goneHead.status).toBe(410)
    expect(await goneHead.text()).toBe('')
    expect(headersOf(goneHead)).toEqual(headersOf(goneGet))
    expect(goneHead.headers.get('cache-control')).toContain('no-store')
    expect(goneGet.headers.get('referrer-policy')).toBe('no-referrer')

    const guess = url(`/trust/download/${'C'.repeat(43)}`)
    const unknownHead = await fetch(guess, { method: 'HEAD' })
    expect(unknownHead.status).toBe(404)
    expect(await unknownHead.text()).toBe('')
    expect(headersOf(unknownHead)).toEqual(headersOf(await fetch(guess)))
    expect(await downloads()).toBe(1)
  })

  test('revoked: the link answers 410 at once, in no cache; approved again, a new link works and the old stays gone', async () => {
    const request = await requestOverJson('revoked@ministry.example', '198.51.100.12')
    let before = mailMark()
    await setStatus(request.id, 'approved')
    const first = new URL(await approvalLink('revoked@ministry.example', before)).pathname
    expect((await fetch(url(first))).status).toBe(200)

    await setStatus(request.id, 'revoked')
    const gone = await fetch(url(first))
    expect(gone.status).toBe(410)
    expect(gone.headers.get('cache-control')).toContain('no-store')
    expect(await gone.text()).toContain('This link no longer works')
    await app.environment.smtp.waitFor(
      (mail) =>
        mail.to.includes('revoked@ministry.example') &&
        mail.subject === `Access to "${DPA_TITLE}" has ended`,
      20_000,
    )

    before = mailMark()
    await setStatus(request.id, 'approved')
    const second = new URL(await approvalLink('revoked@ministry.example', before)).pathname
    expect(second).not.toBe(first)
    expect((await fetch(url(second))).status).toBe(200)
    expect((await fetch(url(first))).status).toBe(404)
  })

  test('past its week, a link answers 410', async () => {
    const request = await requestOverJson('late@ministry.example', '198.51.100.13')
    const before = mailMark()
    await setStatus(request.id, 'approved')
    const link = new URL(await approvalLink('late@ministry.example', before)).pathname
    expect((await fetch(url(link))).status).toBe(200)
    await expireLink(request.id)
    expect((await fetch(url(link))).status).toBe(410)
    expect((await fetch(url(`/es${link}`))).status).toBe(410)
  })

  test('declined: the requester is told, with no link; a document with requests cannot be deleted', async () => {
    const request = await requestOverJson('declined@ministry.example', '198.51.100.14')
    await setStatus(request.id, 'declined')
    const mail = await app.environment.smtp.waitFor(
      (candidate) =>
        candidate.to.includes('declined@ministry.example') &&
        candidate.subject === `Your request for "${DPA_TITLE}"`,
      20_000,
    )
    expect(mail.html).not.toContain('/trust/download/')

    const refused = await fetch(url(`/api/documents/${dpa.id}`), {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toContain('unpublish it instead')
    const fileDelete = await fetch(url(`/api/document-files/${dpaFile.id}`), {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    })
    expect(fileDelete.status).toBe(409)
  })

  test('a new version keeps the old file: the document points at the new one, the old stays for the record', async () => {
    const next = await upload('dpa-e2e-v4.pdf', `${SECRET_MARK}-v4`)
    await api(
      token,
      'PATCH',
      `/documents/${dpa.id}`,
      { file: next.id, version: '4.0', _status: 'published' },
      app.baseUrl,
    )
    const staff = { headers: { authorization: `JWT ${token}` } }
    expect((await fetch(url(`/api/document-files/file/${dpaFile.filename}`), staff)).status).toBe(
      200,
    )
    expect((await fetch(url(`/api/document-files/file/${next.filename}`), staff)).status).toBe(200)
    const versions = await api<{ docs: { version: { file: number; version: string } }[] }>(
      token,
      'GET',
      `/documents/versions?where[parent][equals]=${dpa.id}&depth=0`,
      undefined,
      app.baseUrl,
    )
    expect(versions.docs.map((version) => version.version.file)).toEqual(
      expect.arrayContaining([dpaFile.id, next.id]),
    )
    // A stored file never changes.
    const form = new FormData()
    form.append(
      'file',
      new Blob([pdfBytes('replaced')], { type: 'application/pdf' }),
      'replaced.pdf',
    )
    form.append('_payload', JSON.stringify({}))
    const replaced = await fetch(url(`/api/document-files/${next.id}`), {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}` },
      body: form,
    })
    expect(replaced.status).toBe(409)
  })
})

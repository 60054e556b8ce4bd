import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecoveryApplication, User } from '@/payload-types'
import type { ReviewList } from '@/data/review/list'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { validApplication } from '../fixtures/recoveryApplication'
import { useOwnSmtp } from './ownSmtp'
import { parse } from 'csv-parse/sync'

type Handlers = typeof import('@/data/review/handlers')

let payload: Payload
let smtp: SmtpCapture
let restore: () => Promise<void>
let handlers: Handlers
let reviewer: { user: User; token: string }
let editorToken: string
const origin = 'http://127.0.0.1:3999'

async function signIn(roles: User['roles']) {
  const { createEnrolledStaff, signInLocally } = await import('./helpers')
  const staff = await createEnrolledStaff(payload, roles)
  return { user: staff.user, token: await signInLocally(payload, staff) }
}

async function createApplication(
  overrides: Parameters<typeof validApplication>[0] = {},
): Promise<RecoveryApplication> {
  const { recoveryApplicationSchema } = await import('@/lib/forms/recoverySchema')
  const { toStoredApplication } = await import('@/lib/recovery/acceptApplication')
  return payload.create({
    collection: 'recovery-applications',
    data: {
      caseId: '',
      ...toStoredApplication(recoveryApplicationSchema.parse(validApplication(overrides))),
    },
    depth: 0,
  })
}

/** A request as the review page sends it: the session cookie from our own origin. */
const request = (
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
) =>
  new Request(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin,
      ...(token ? { cookie: `payload-token=${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })

const updateStatus = (id: number, body: unknown, token = reviewer.token) =>
  handlers.postStatusUpdate(
    request(`/api/review/applications/${id}/status`, token, { method: 'POST', body }),
    String(id),
  )

beforeAll(async () => {
  ;({ smtp, restore } = await useOwnSmtp())
  process.env.EMAIL_RETRY_DELAY_MS = '200'
  const { testPayload } = await import('./helpers')
  payload = await testPayload()
  handlers = await import('@/data/review/handlers')
  reviewer = await signIn(['reviewer'])
  editorToken = (await signIn(['editor'])).token
})

afterAll(async () => {
  delete process.env.EMAIL_RETRY_DELAY_MS
  await restore()
})

describe('review routes refuse anyone but reviewers', () => {
  it('without a session: 401; an editor: 403', async () => {
    const application = await createApplication()
    for (const [token, status] of [
      [null, 401],
      [editorToken, 403],
    ] as const) {
      expect(
        (await handlers.getApplicationsList(request('/api/review/applications', token))).status,
      ).toBe(status)
      expect(
        (await handlers.getApplicationsCsv(request('/api/review/applications.csv', token))).status,
      ).toBe(status)
      expect(
        (await updateStatus(application.id, { status: 'approved' }, token as string)).status,
      ).toBe(status)
    }
    expect(
      (await payload.findByID({ collection: 'recovery-applications', id: application.id }))
        .applicationStatus,
    ).toBe('pending')
  })

  it('a session cookie sent from another origin is not honoured', async () => {
    const foreign = new Request(`${origin}/api/review/applications`, {
      headers: { origin: 'https://evil.example', cookie: `payload-token=${reviewer.token}` },
    })
    expect((await handlers.getApplicationsList(foreign)).status).toBe(401)
  })
})

describe('GET /api/review/applications', () => {
  const list = async (query: string) => {
    const response = await handlers.getApplicationsList(
      request(`/api/review/applications?${query}`, reviewer.token),
    )
    expect(response.status).toBe(200)
    return (await response.json()) as ReviewList
  }

  it('pages newest first, filters by status, searches school name or case ID, and counts per status', async () => {
    const tag = `Zephyr${Date.now()}`
    const created: RecoveryApplication[] = []
    for (let i = 0; i < 3; i++)
      created.push(await createApplication({ schoolName: `${tag} School ${i}` }))
    await payload.update({
      collection: 'recovery-applications',
      id: created[1].id,
      data: { applicationStatus: 'approved' },
    })

    const all = await list('status=all&page=1')
    expect(all.docs[0].id).toBe(created[2].id)
    expect(all.docs.length).toBeLessThanOrEqual(20)
    expect(all.total).toBe((await payload.count({ collection: 'recovery-applications' })).totalDocs)
    expect(all.matching).toBe(all.total)

    const searched = await list(`q=${tag.toLowerCase()}`)
    expect(searched.docs.map((doc) => doc.schoolName)).toEqual(
      [2, 1, 0].map((i) => `${tag} School ${i}`),
    )
    expect(searched.matching).toBe(3)
    expect(searched.counts).toEqual({
      pending: 2,
      under_review: 0,
      approved: 1,
      rejected: 0,
      needs_info: 0,
    })

    const approved = await list(`q=${tag}&status=approved`)
    expect(approved.docs.map((doc) => doc.id)).toEqual([created[1].id])
    expect(approved.matching).toBe(1)
    expect(approved.total).toBe(all.total)

    const byCaseId = await list(`q=${created[0].caseId.toLowerCase()}`)
    expect(byCaseId.docs.map((doc) => doc.id)).toEqual([created[0].id])
    expect(byCaseId.matching).toBe(1)
    expect(byCaseId.total).toBe(all.total)
    expect(byCaseId.counts).toEqual({
      pending: 1,
      under_review: 0,
      approved: 0,
      rejected: 0,
      needs_info: 0,
    })

    const none = await list(`q=${tag}-nowhere`)
    expect(none.docs).toEqual([])
    expect(none.matching).toBe(0)
    expect(none.total).toBe(all.total)
    expect(none.totalPages).toBe(1)
    expect(Object.values(none.counts)).toEqual([0, 0, 0, 0, 0])
  })

  it('counts every application under its status without a search', async () => {
    const { counts, total } = await list('status=all')
    for (const [status, count] of Object.entries(counts))
      expect(
        (
          await payload.count({
            collection: 'recovery-applications',
            where: { applicationStatus: { equals: status } },
          })
        ).totalDocs,
      ).toBe(count)
    expect(total).toBe((await payload.count({ collection: 'recovery-applications' })).totalDocs)
  })

  it('serves later pages and ignores a malformed query instead of failing', async () => {
    while ((await payload.count({ collection: 'recovery-applications' })).totalDocs <= 20)
      await createApplication()
    const second = await list('page=2')
    expect(second.page).toBe(2)
    expect(second.docs.length).toBeGreaterThan(0)
    const first = await list('page=1')
    expect(second.docs.some((doc) => first.docs.some((other) => other.id === doc.id))).toBe(false)
    expect(first.totalPages).toBe(Math.ceil(first.matching / 20))
    const beyond = await list(`page=${first.totalPages + 1}`)
    expect(beyond.docs).toEqual([])
    expect(beyond.page).toBe(first.totalPages + 1)
    expect(beyond.matching).toBe(first.matching)
    const odd = await list('status=bogus&page=-4')
    expect(odd.page).toBe(1)
    expect(odd.matching).toBe(odd.total)
  })
})

describe('GET /api/review/applications.csv', () => {
  it('exports the filtered list with the stored columns, quoting and defusing formulas', async () => {
    const tag = `Csvtown${Date.now()}`
    const application = await createApplication({
      schoolName: `${tag} "North", Campus`,
      contactName: '=HYPERLINK("https://evil.example")',
    })
    await payload.update({
      collection: 'recovery-applications',
      id: application.id,
      data: {
        source: {
          landingPage: '/recovery?utm_source=radio',
          formPage: '/recovery',
          utmSource: 'radio',
          utmCampaign: '=1+1',
        },
      },
      depth: 0,
    })
    const response = await handlers.getApplicationsCsv(
      request(`/api/review/applications.csv?q=${tag}`, reviewer.token),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="recovery-applications-all-/,
    )
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0].startsWith('case_id,created_at,school_name,moe_id,school_type')).toBe(true)
    expect(lines[0]).toContain('support_requested')
    expect(lines[1]).toContain(`"${tag} ""North"", Campus"`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
    expect(lines[1]).toContain('fee-waiver; lms; other')
    expect(lines[0]).toContain(
      ',source_landing_page,source_referrer,source_form_page,source_utm_source,source_utm_medium,source_utm_campaign,',
    )
    expect(lines[0].endsWith(',source_first_touch_utm_content,source_first_touch_at')).toBe(true)
    expect(lines[1]).toContain(",/recovery?utm_source=radio,,/recovery,radio,,'=1+1,")
  })

  it('opens as text in a spreadsheet that splits on semicolons and ignores the quoting', async () => {
    const tag = `Semitown${Date.now()}`
    const application = await createApplication({
      schoolName: `${tag} Ministry;=HYPERLINK("http://evil.test","x")`,
    })
    await payload.update({
      collection: 'recovery-applications',
      id: application.id,
      data: { source: { formPage: '/recovery', utmCampaign: 'spring;@SUM(1)' } },
      depth: 0,
    })
    const response = await handlers.getApplicationsCsv(
      request(`/api/review/applications.csv?q=${tag}`, reviewer.token),
    )
    const file = (await response.text()).replace(/^\uFEFF/, '')
    const cells = (
      parse(file, { delimiter: ';', quote: false, relax_column_count: true }) as string[][]
    ).flat()
    expect(cells.some((cell) => cell.includes('HYPERLINK'))).toBe(true)
    expect(cells.filter((cell) => /^["\s]*[=+\-@\t\r]/.test(cell))).toEqual([])
  })

  it('holds for each application exactly the line its stored document makes (csvRow)', async () => {
    const tag = `Sametown${Date.now()}`
    const full = await createApplication({ schoolName: `${tag} Full` })
    await payload.update({
      collection: 'recovery-applications',
      id: full.id,
      data: {
        applicationStatus: 'approved',
        adminNotes: 'Approved; roof first.',
        reviewedBy: 'Dana Clarke',
        statusUpdatedAt: '2026-11-22T10:15:30.250Z',
        insured: false,
        devicesLost: 12,
        source: {
          landingPage: '/recovery',
          firstTouch: { landingPage: '/', utmSource: 'radio', at: '2026-11-01T08:00:00.000Z' },
        },
      },
      depth: 0,
    })
    await createApplication({
      schoolName: `${tag} Sparse`,
      isExistingCustomer: false,
      support: ['lms'],
      supportOtherText: undefined,
      discountNeed: undefined,
      monthsNeeded: undefined,
      continuityPlan: undefined,
      reopenDate: undefined,
      evidence: undefined,
    })
    const { csvHeader, csvRow } = await import('@/lib/review/csv')
    const { docs } = await payload.find({
      collection: 'recovery-applications',
      where: { schoolName: { contains: tag } },
      sort: '-id',
      limit: 10,
      depth: 0,
    })
    const response = await handlers.getApplicationsCsv(
      request(`/api/review/applications.csv?q=${tag}`, reviewer.token),
    )
    expect(docs).toHaveLength(2)
    // text() drops the BOM, as the other exports' tests see.
    expect((await response.text()).replace(/^\uFEFF/, '')).toBe(
      `${csvHeader()}${docs.map(csvRow).join('')}`,
    )
  })

  it('streams every matching application, beyond one batch', async () => {
    const total = (await payload.count({ collection: 'recovery-applications' })).totalDocs
    const response = await handlers.getApplicationsCsv(
      request('/api/review/applications.csv', reviewer.token),
    )
    const rows = (await response.text()).trim().split('\r\n').length - 1
    expect(rows).toBe(total)
  })
})

describe('POST /api/review/applications/:id/status', () => {
  it('saves status, notes, reviewer and time as a new version by the reviewer, and emails the applicant', async () => {
    const application = await createApplication()
    const before = Date.now()
    const response = await updateStatus(application.id, {
      status: 'needs_info',
      notes: 'Please send photos of the roof.',
      reviewer: 'Dana Clarke',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ emailSent: true })

    const saved = await payload.findByID({
      collection: 'recovery-applications',
      id: application.id,
      depth: 0,
    })
    expect(saved.applicationStatus).toBe('needs_info')
    expect(saved.adminNotes).toBe('Please send photos of the roof.')
    expect(saved.reviewedBy).toBe('Dana Clarke')
    expect(new Date(saved.statusUpdatedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const versions = await payload.findVersions({
      collection: 'recovery-applications',
      where: { parent: { equals: application.id } },
      sort: '-updatedAt',
      depth: 0,
    })
    expect(versions.docs[0].version.applicationStatus).toBe('needs_info')
    expect(versions.docs[0].version.lastChangedBy).toBe(reviewer.user.id)
    expect(versions.docs[0].version.adminNotes).toBe('Please send photos of the roof.')

    const email = await smtp.waitFor(
      (m) => m.to.includes(application.contactEmail) && m.subject.includes(application.caseId),
    )
    expect(email.subject).toBe(`Your recovery application ${application.caseId} is now: Needs Info`)
    const text = email.text.replace(/\s+/g, ' ')
    expect(text).toContain(`Dear ${application.contactName}`)
    expect(text).toContain(
      `The status of the recovery support application for ${application.schoolName}`,
    )
    expect(text).toContain('Please send photos of the roof.')
  })

  it('stores empty notes and reviewer as null', async () => {
    const application = await createApplication()
    await updateStatus(application.id, { status: 'approved', notes: 'first', reviewer: 'someone' })
    const response = await updateStatus(application.id, {
      status: 'rejected',
      notes: '   ',
      reviewer: '',
    })
    expect(response.status).toBe(200)
    const saved = await payload.findByID({
      collection: 'recovery-applications',
      id: application.id,
      depth: 0,
    })
    expect(saved).toMatchObject({
      applicationStatus: 'rejected',
      adminNotes: null,
      reviewedBy: null,
    })
  })

  it('refuses an update without a valid status, and an unknown application', async () => {
    const application = await createApplication()
    const missing = await updateStatus(application.id, { status: '' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Choose a new status.' })
    expect((await updateStatus(999_999_999, { status: 'approved' })).status).toBe(404)
  })

  it('with SMTP down: status saved, warning returned, and the email arrives once SMTP is back', async () => {
    const application = await createApplication()
    const subject = `Your recovery application ${application.caseId} is now: Approved`
    await smtp.stopListening()
    const response = await updateStatus(application.id, {
      status: 'approved',
      notes: 'Fee waiver for 6 months.',
      reviewer: 'Dana',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      emailSent: false,
      warning: 'Status updated but email notification failed',
    })
    const saved = await payload.findByID({
      collection: 'recovery-applications',
      id: application.id,
      depth: 0,
    })
    expect(saved.applicationStatus).toBe('approved')

    // The queued job has tried (and failed) while SMTP is still down...
    const job = () =>
      payload
        .find({
          collection: 'payload-jobs',
          where: { 'input.subject': { equals: subject } },
          limit: 1,
        })
        .then((r) => r.docs[0])
    await expect
      .poll(async () => (await job())?.totalTried ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1)
    expect(smtp.messages.some((m) => m.subject === subject)).toBe(false)
    // ...and delivers on a retry once it is back.
    await smtp.start()
    const email = await smtp.waitFor((m) => m.subject === subject, 20_000)
    expect(email.text.replace(/\s+/g, ' ')).toContain('Fee waiver for 6 months.')
    expect(email.to).toEqual([application.contactEmail])
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmtpCapture } from '../fixtures/smtpCapture'
import { validApplication } from '../fixtures/recoveryApplication'
import { useOwnSmtp } from './ownSmtp'

let payload: Payload
let smtp: SmtpCapture
let restore: () => Promise<void>
let api: { url: string; stop: () => Promise<void> }
let CASE_ID_PATTERN: RegExp

beforeAll(async () => {
  ;({ smtp, restore } = await useOwnSmtp())
  // Dozens of submissions from one address here; the limit itself has its own test below.
  process.env.FORMS_RATE_LIMIT = '1000'
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  payload = await getPayload({ config, cron: true })
  const { seed } = await import('../../seed')
  await seed(payload)
  ;({ CASE_ID_PATTERN } = await import('@/lib/caseId'))
  const postRecoveryApplication = (await import('@/forms/routeHandlers')).formRouteHandlers.recovery
  const { startApiServer } = await import('./httpServer')
  api = await startApiServer({ '/api/forms/recovery': postRecoveryApplication })
})

afterAll(async () => {
  delete process.env.FORMS_RATE_LIMIT
  await api.stop()
  await restore()
})

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/forms/recovery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const countApplications = () =>
  payload.count({ collection: 'recovery-applications' }).then((r) => r.totalDocs)

const findByCaseId = async (caseId: string) =>
  (
    await payload.find({
      collection: 'recovery-applications',
      where: { caseId: { equals: caseId } },
      depth: 0,
    })
  ).docs[0]

describe('POST /api/forms/recovery', () => {
  it('stores a valid application with every field, answers 201 with its case ID, and emails applicant and inbox', async () => {
    const input = validApplication()
    const response = await submit(input)
    expect(response.status).toBe(201)
    const { caseId } = (await response.json()) as { caseId: string }
    expect(caseId).toMatch(CASE_ID_PATTERN)
    expect(caseId.startsWith(`RA-${new Date().getUTCFullYear()}-`)).toBe(true)

    const stored = await findByCaseId(caseId)
    expect(stored).toMatchObject({
      caseId,
      schoolName: input.schoolName,
      schoolType: 'Government-aided',
      educationLevel: 'Infant / Primary',
      address: 'Main Road, Georgetown\nSt Vincent',
      enrolment: 412,
      staff: 28,
      isExistingCustomer: true,
      contactName: 'Marcia Browne',
      contactRole: 'Principal',
      contactEmail: input.email,
      contactPhone: '+1 784 555 0142',
      operationalStatus: 'Partial',
      damageLevel: 'Severe',
      damageDescription: input.damageDesc,
      studentsDisplaced: 160,
      staffDisplaced: 6,
      evidenceUrl: 'https://photos.windward.example/damage-report',
      supportRequested: ['fee-waiver', 'lms', 'other'],
      supportOtherText: 'Tablets for students learning from home',
      discountNeed: 75,
      monthsNeeded: 6,
      continuityPlan: input.continuityPlan,
      consentData: true,
      authOfficer: true,
      sigName: 'Marcia Browne',
      applicationStatus: 'pending',
      adminNotes: null,
      reviewedBy: null,
      statusUpdatedAt: null,
    })
    expect(stored.reopenDate?.slice(0, 10)).toBe('2026-12-01')
    expect(stored.sigDate.slice(0, 10)).toBe('2026-11-20')

    const confirmation = await smtp.waitFor(
      (m) => m.to.includes(input.email!) && m.subject.includes(caseId),
    )
    expect(confirmation.subject).toBe(`Recovery support application received: ${caseId}`)
    expect(confirmation.text.replace(/\s+/g, ' ')).toContain(`Your case ID is ${caseId}`)
    const notification = await smtp.waitFor(
      (m) => m.to.includes('recovery@simplifiededu.example') && m.subject.includes(caseId),
    )
    expect(notification.subject).toBe(`New recovery application: ${input.schoolName} (${caseId})`)
    expect(notification.html).toContain('Tablets for students learning from home')
    expect(notification.html).toContain(`/cms/collections/recovery-applications/${stored.id}`)
  })

  it('gives every application its own case ID', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(validApplication())),
    )
    const ids = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { caseId: string }).caseId),
    )
    expect(responses.every((r) => r.status === 201)).toBe(true)
    expect(new Set(ids).size).toBe(10)
  })

  it('stores only the required fields when the optional ones are left empty, and drops "other" text without "other"', async () => {
    const response = await submit(
      validApplication({
        address: '',
        isExistingCustomer: false,
        reopenDate: '',
        evidence: '',
        support: ['deferred-payment'],
        supportOtherText: 'left over from an untick',
        discountNeed: undefined,
        monthsNeeded: undefined,
        continuityPlan: '',
      }),
    )
    expect(response.status).toBe(201)
    const stored = await findByCaseId(((await response.json()) as { caseId: string }).caseId)
    expect(stored).toMatchObject({
      address: null,
      isExistingCustomer: false,
      reopenDate: null,
      evidenceUrl: null,
      supportRequested: ['deferred-payment'],
      supportOtherText: null,
      discountNeed: null,
      monthsNeeded: null,
      continuityPlan: null,
    })
  })

  const rejected: [
    rule: string,
    field: string,
    change: Record<string, unknown>,
    message?: string,
  ][] = [
    ['school name required', 'schoolName', { schoolName: '   ' }],
    ['school name at most 200 characters', 'schoolName', { schoolName: 'x'.repeat(201) }],
    ['school type from the list', 'schoolType', { schoolType: 'Charter' }],
    ['education level from the list', 'educationLevel', { educationLevel: 'University' }],
    ['enrolment required', 'enrol', { enrol: undefined }],
    ['enrolment at least 0', 'enrol', { enrol: -1 }],
    ['enrolment a whole number', 'enrol', { enrol: 10.5 }],
    ['staff at least 0', 'staff', { staff: -3 }],
    ['contact name required', 'contactName', { contactName: '' }],
    ['role required', 'role', { role: '' }],
    ['email valid', 'email', { email: 'not-an-email' }],
    ['phone required', 'phone', { phone: '' }],
    ['operational status from the list', 'operationalStatus', { operationalStatus: 'Open' }],
    ['reopen date a date', 'reopenDate', { reopenDate: 'next week' }],
    ['damage level from the list', 'damageLevel', { damageLevel: 'Catastrophic' }],
    ['impact description required', 'damageDesc', { damageDesc: '' }],
    ['impact description at most 5,000 characters', 'damageDesc', { damageDesc: 'x'.repeat(5001) }],
    ['students displaced at least 0', 'studentsDisplaced', { studentsDisplaced: -1 }],
    ['staff displaced at least 0', 'staffDisplaced', { staffDisplaced: -1 }],
    ['evidence an http(s) link, not javascript:', 'evidence', { evidence: 'javascript:alert(1)' }],
    ['evidence an http(s) link, not ftp:', 'evidence', { evidence: 'ftp://files.example/report' }],
    [
      'at least one support type',
      'support',
      { support: [] },
      'Please select at least one type of support needed.',
    ],
    ['support types from the list', 'support', { support: ['cash'] }],
    ['discount need at most 100', 'discountNeed', { discountNeed: 101 }],
    ['discount need at least 0', 'discountNeed', { discountNeed: -5 }],
    ['months needed at least 1', 'monthsNeeded', { monthsNeeded: 0 }],
    ['months needed at most 12', 'monthsNeeded', { monthsNeeded: 13 }],
    [
      'data consent ticked',
      'consentData',
      { consentData: false },
      'Please agree to all required terms.',
    ],
    [
      'authorized officer ticked',
      'authOfficer',
      { authOfficer: false },
      'Please agree to all required terms.',
    ],
    ['signer name required', 'sigName', { sigName: '' }],
    ['signature date a real date', 'sigDate', { sigDate: '2026-02-30' }],
  ]

  it.each(rejected)(
    'rejects an application breaking "%s" with 400 and stores nothing',
    async (_rule, field, change, message) => {
      const before = await countApplications()
      const response = await submit({ ...validApplication(), ...change })
      expect(response.status).toBe(400)
      const { errors } = (await response.json()) as { errors: Record<string, string> }
      // A list's issues may be keyed by item (`support.0`); each belongs to its field.
      expect([...new Set(Object.keys(errors).map((key) => key.split('.')[0]))]).toEqual([field])
      if (message) expect(errors[field]).toBe(message)
      expect(await countApplications()).toBe(before)
    },
  )

  it('rejects a body that is not JSON, and stores nothing', async () => {
    const before = await countApplications()
    const response = await fetch(`${api.url}/api/forms/recovery`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'schoolName=x',
    })
    expect(response.status).toBe(400)
    expect(await countApplications()).toBe(before)
  })

  it('quietly drops an application whose honeypot is filled', async () => {
    const before = await countApplications()
    const response = await submit({ ...validApplication(), website: 'https://spam.example' })
    expect(response.status).toBe(201)
    expect(await response.json()).not.toHaveProperty('caseId')
    expect(await countApplications()).toBe(before)
  })

  it('answers 429 once an address passes the limit', async () => {
    process.env.FORMS_RATE_LIMIT = '2'
    try {
      const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` }
      expect((await submit(validApplication(), headers)).status).toBe(201)
      expect((await submit(validApplication(), headers)).status).toBe(201)
      const limited = await submit(validApplication(), headers)
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      process.env.FORMS_RATE_LIMIT = '1000'
    }
  })
})

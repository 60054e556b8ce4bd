import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecoveryApplication } from '@/payload-types'
import { toStoredApplication } from '@/lib/recovery/acceptApplication'
import { recoveryApplicationSchema } from '@/lib/forms/recoverySchema'
import { validApplication } from '../fixtures/recoveryApplication'
import { createEnrolledStaff, signInOverHttp, testPayload } from './helpers'
import { startApiServer } from './httpServer'

let payload: Payload
let api: Awaited<ReturnType<typeof startApiServer>>
let application: RecoveryApplication
let editorToken: string
let reviewerToken: string

const createApplication = () =>
  payload.create({
    collection: 'recovery-applications',
    data: {
      caseId: '',
      ...toStoredApplication(recoveryApplicationSchema.parse(validApplication())),
    },
    depth: 0,
  })

async function tokenFor(roles: ('admin' | 'editor' | 'reviewer')[]) {
  return signInOverHttp(api.url, await createEnrolledStaff(payload, roles))
}

beforeAll(async () => {
  payload = await testPayload()
  api = await startApiServer()
  application = await createApplication()
  editorToken = await tokenFor(['editor'])
  reviewerToken = await tokenFor(['reviewer'])
})

afterAll(() => api.stop())

type Caller = { who: string; headers: () => Record<string, string> }
const anonymous: Caller = { who: 'an anonymous visitor', headers: () => ({}) }
const editor: Caller = {
  who: 'an editor without the reviewer role',
  headers: () => ({ authorization: `JWT ${editorToken}` }),
}

const rest = (caller: Caller, method: string, path: string, body?: unknown) =>
  fetch(`${api.url}/api/recovery-applications${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...caller.headers() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const unchanged = async () => {
  const current = await payload.findByID({
    collection: 'recovery-applications',
    id: application.id,
    depth: 0,
  })
  expect(current.applicationStatus).toBe(application.applicationStatus)
  expect(current.adminNotes ?? null).toBe(application.adminNotes ?? null)
}

describe.each([anonymous, editor])('recovery applications refused to $who', (caller) => {
  it('REST: list, read, create, update and delete are all refused', async () => {
    expect((await rest(caller, 'GET', '')).status).toBe(403)
    expect((await rest(caller, 'GET', `/${application.id}`)).status).toBe(403)
    expect((await rest(caller, 'GET', `/versions`)).status).toBe(403)
    const before = (await payload.count({ collection: 'recovery-applications' })).totalDocs
    expect(
      (
        await rest(
          caller,
          'POST',
          '',
          toStoredApplication(recoveryApplicationSchema.parse(validApplication())),
        )
      ).status,
    ).toBe(403)
    expect((await payload.count({ collection: 'recovery-applications' })).totalDocs).toBe(before)
    expect(
      (
        await rest(caller, 'PATCH', `/${application.id}`, {
          applicationStatus: 'approved',
          adminNotes: 'x',
        })
      ).status,
    ).toBe(403)
    expect((await rest(caller, 'DELETE', `/${application.id}`)).status).toBe(403)
    await unchanged()
  })
})

describe('recovery applications for reviewers and admins', () => {
  const reviewer: Caller = {
    who: 'reviewer',
    headers: () => ({ authorization: `JWT ${reviewerToken}` }),
  }

  it('a reviewer lists, reads and updates over REST, but may not delete', async () => {
    const list = (await (await rest(reviewer, 'GET', '?limit=100')).json()) as {
      docs: RecoveryApplication[]
    }
    expect(list.docs.map((doc) => doc.caseId)).toContain(application.caseId)
    expect((await rest(reviewer, 'GET', `/${application.id}`)).status).toBe(200)
    const patched = await rest(reviewer, 'PATCH', `/${application.id}`, {
      applicationStatus: 'under_review',
    })
    expect(patched.status).toBe(200)
    expect((await rest(reviewer, 'DELETE', `/${application.id}`)).status).toBe(403)
    expect(
      (await payload.findByID({ collection: 'recovery-applications', id: application.id }))
        .applicationStatus,
    ).toBe('under_review')
  })

  it('nobody can change a case ID, not even through an update', async () => {
    const patched = await rest(reviewer, 'PATCH', `/${application.id}`, {
      caseId: 'RA-2026-AAAAAA',
    })
    expect(patched.status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'recovery-applications', id: application.id })).caseId,
    ).toBe(application.caseId)
  })

  it('an admin may delete', async () => {
    const doomed = await createApplication()
    const admin: Caller = { who: 'admin', headers: () => ({}) }
    const adminToken = await tokenFor(['admin'])
    admin.headers = () => ({ authorization: `JWT ${adminToken}` })
    expect((await rest(admin, 'DELETE', `/${doomed.id}`)).status).toBe(200)
    expect(
      (
        await payload.count({
          collection: 'recovery-applications',
          where: { id: { equals: doomed.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

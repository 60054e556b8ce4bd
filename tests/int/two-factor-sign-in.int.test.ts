import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecoveryApplication } from '@/payload-types'
import { toStoredApplication } from '@/lib/recovery/acceptApplication'
import { getApplicationsList } from '@/data/review/handlers'
import { recoveryApplicationSchema } from '@/lib/forms/recoverySchema'
import { validApplication } from '../fixtures/recoveryApplication'
import {
  createEnrolledStaff,
  createStaff,
  signInOverHttp,
  testPayload,
  totpCode,
  wrongCode,
} from './helpers'
import { startApiServer } from './httpServer'

let payload: Payload
let api: Awaited<ReturnType<typeof startApiServer>>
let application: RecoveryApplication

beforeAll(async () => {
  payload = await testPayload()
  api = await startApiServer({ '/api/review/applications': getApplicationsList })
  application = await payload.create({
    collection: 'recovery-applications',
    data: {
      caseId: '',
      ...toStoredApplication(recoveryApplicationSchema.parse(validApplication())),
    },
    depth: 0,
  })
})

afterAll(() => api.stop())

type Json = Record<string, unknown> & { errors?: { message: string }[] }

const post = async (path: string, token: string | null, body?: unknown) => {
  const response = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

const get = async (path: string, token: string) => {
  const response = await fetch(`${api.url}/api${path}`, {
    headers: { authorization: `JWT ${token}` },
  })
  return { status: response.status, body: (await response.json()) as Json }
}

/** Email and password only: the token of a session that has not given its code. */
async function passwordOnly(email: string, password: string): Promise<string> {
  const { status, body } = await post('/users/login', null, { email, password })
  expect(status).toBe(200)
  return body.token as string
}

const verify = (token: string, code: string) => post('/users/two-factor/verify', token, { code })

/** Everything a reviewer session opens: REST and our review API. */
async function access(token: string) {
  return {
    me: ((await get('/users/me', token)).body.user as { email?: string } | null)?.email ?? null,
    rest: (await get(`/recovery-applications/${application.id}`, token)).status,
    review: (await get('/review/applications', token)).status,
  }
}

const refused = { me: null, rest: 403, review: 401 }

const rawUser = async (id: number) => {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute<{
    secret: string | null
    codes: unknown
    pending: string | null
  }>(
    sql`SELECT two_factor_secret AS secret, two_factor_pending_secret AS pending, two_factor_recovery_codes AS codes FROM users WHERE id = ${id}`,
  )
  return rows[0]
}

/** First sign-in of a user without a factor, over HTTP: enrol and confirm; answers the codes. */
async function enrolOverHttp(email: string, password: string) {
  const token = await passwordOnly(email, password)
  const enrolment = await post('/users/two-factor/enrol', token)
  expect(enrolment.status).toBe(200)
  const secret = enrolment.body.secret as string
  const confirmed = await post('/users/two-factor/enrol/confirm', token, {
    code: await totpCode(secret),
  })
  expect(confirmed.status).toBe(200)
  return { token, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] }
}

describe('a session that passed only the password', () => {
  it('reads nothing over REST or the review API', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const token = await passwordOnly(staff.email, staff.password)
    expect(await access(token)).toEqual(refused)
    expect((await get('/users/two-factor', token)).body.state).toBe('code')
  })

  it('of a user without a factor reaches only enrolment and logout', async () => {
    const { email, password } = await createStaff(payload, ['reviewer'])
    const token = await passwordOnly(email, password)
    expect(await access(token)).toEqual(refused)
    expect((await get('/users/two-factor', token)).body.state).toBe('enrol')
    expect((await post('/users/logout', token)).status).toBe(200)
    expect((await get('/users/two-factor', token)).body.state).toBe('signed-out')
  })

  it('cannot regenerate recovery codes or reset anyone', async () => {
    const staff = await createEnrolledStaff(payload, ['admin'])
    const token = await passwordOnly(staff.email, staff.password)
    expect((await post('/users/two-factor/recovery-codes', token)).status).toBe(401)
    expect((await post(`/users/${staff.user.id}/two-factor/reset`, token)).status).toBe(403)
  })
})

describe('the second step', () => {
  it('a valid code opens REST and the review API for that session', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const token = await passwordOnly(staff.email, staff.password)
    const result = await verify(token, await totpCode(staff.secret))
    expect(result.status).toBe(200)
    expect(result.body.token).toBe(token)
    expect(await access(token)).toEqual({
      me: staff.email,
      rest: 200,
      review: 200,
    })
  })

  it('the code of the previous and of the next 30 s window is accepted', async () => {
    const staff = await createEnrolledStaff(payload, ['editor'])
    expect(
      (
        await verify(
          await passwordOnly(staff.email, staff.password),
          await totpCode(staff.secret, -30),
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await verify(
          await passwordOnly(staff.email, staff.password),
          await totpCode(staff.secret, 30),
        )
      ).status,
    ).toBe(200)
  })

  it('a code used once is refused when replayed, even by another session', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const code = await totpCode(staff.secret)
    expect((await verify(await passwordOnly(staff.email, staff.password), code)).status).toBe(200)
    const replayed = await verify(await passwordOnly(staff.email, staff.password), code)
    expect(replayed.status).toBe(401)
    expect(replayed.body.errors?.[0]?.message).toBe('Invalid code')
  })

  it('a code from outside the window is refused', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const token = await passwordOnly(staff.email, staff.password)
    for (const offset of [-120, 120]) {
      const result = await verify(token, await totpCode(staff.secret, offset))
      expect(result.status).toBe(401)
      expect(result.body.errors?.[0]?.message).toBe('Invalid code')
    }
    expect(await access(token)).toEqual(refused)
  })

  it('a code passes only the session that gave it, not another password-only session', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const verified = await signInOverHttp(api.url, staff)
    const other = await passwordOnly(staff.email, staff.password)
    expect((await access(verified)).rest).toBe(200)
    expect(await access(other)).toEqual(refused)
  })
})

describe('enrolment and recovery codes', () => {
  it('a first sign-in enrols, shows 10 recovery codes and opens the session', async () => {
    const { email, password } = await createStaff(payload, ['reviewer'])
    const { token, recoveryCodes } = await enrolOverHttp(email, password)
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect((await access(token)).review).toBe(200)
    expect((await post('/users/two-factor/enrol', token)).status).toBe(409)
  })

  it('each recovery code works once', async () => {
    const { email, password } = await createStaff(payload, ['reviewer'])
    const { recoveryCodes } = await enrolOverHttp(email, password)
    const first = await passwordOnly(email, password)
    expect((await verify(first, recoveryCodes[0].toLowerCase())).status).toBe(200)
    expect((await access(first)).review).toBe(200)
    const again = await verify(await passwordOnly(email, password), recoveryCodes[0])
    expect(again.status).toBe(401)
    expect(again.body.errors?.[0]?.message).toBe('Invalid code')
    expect((await verify(await passwordOnly(email, password), recoveryCodes[1])).status).toBe(200)
  })

  it('regenerating recovery codes voids the old ones', async () => {
    const { email, password } = await createStaff(payload, ['editor'])
    const { token, recoveryCodes: old } = await enrolOverHttp(email, password)
    const regenerated = await post('/users/two-factor/recovery-codes', token)
    expect(regenerated.status).toBe(200)
    const fresh = regenerated.body.recoveryCodes as string[]
    expect(fresh).toHaveLength(10)
    expect((await verify(await passwordOnly(email, password), old[2])).status).toBe(401)
    expect((await verify(await passwordOnly(email, password), fresh[2])).status).toBe(200)
  })

  it('the database holds neither the base32 secret nor the recovery codes in plain text', async () => {
    const { user, email, password } = await createStaff(payload, ['reviewer'])
    const { secret, recoveryCodes } = await enrolOverHttp(email, password)
    const row = await rawUser(user.id)
    expect(row.secret).toBeTruthy()
    expect(row.secret).not.toContain(secret)
    expect(row.pending).toBeNull()
    const stored = JSON.stringify(row.codes)
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code)
      expect(stored).not.toContain(code.replace('-', ''))
    }
    const seeded = await createEnrolledStaff(payload, ['admin'])
    expect((await rawUser(seeded.user.id)).secret).not.toContain(seeded.secret)
  })

  it('the users API never returns the second-factor fields', async () => {
    const staff = await createEnrolledStaff(payload, ['admin'])
    const token = await signInOverHttp(api.url, staff)
    const { body } = await get(`/users/${staff.user.id}`, token)
    expect(body.twoFactor).toBeUndefined()
    expect(body.twoFactorEnabledAt).toBeTruthy()
    const me = (await get('/users/me', token)).body.user as Json
    expect(me.twoFactor).toBeUndefined()
  })
})

describe('failures and recovery', () => {
  it('five wrong codes lock the account as five wrong passwords do', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const token = await passwordOnly(staff.email, staff.password)
    const wrong = await wrongCode(staff.secret)
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verify(token, wrong)).body.errors?.[0]?.message).toBe('Invalid code')
    }
    expect((await verify(token, wrong)).body.errors?.[0]?.message).toMatch(/locked/i)
    expect((await verify(token, await totpCode(staff.secret))).status).toBe(401)
    expect(await access(token)).toEqual(refused)
    const login = await post('/users/login', null, { email: staff.email, password: staff.password })
    expect(login.status).toBe(401)
    expect(JSON.stringify(login.body)).toMatch(/locked/i)
  })

  it('signing in with the password again does not forgive wrong codes', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const wrong = await wrongCode(staff.secret)
    const first = await passwordOnly(staff.email, staff.password)
    for (let attempt = 1; attempt <= 3; attempt++) await verify(first, wrong)
    const second = await passwordOnly(staff.email, staff.password)
    expect((await verify(second, wrong)).body.errors?.[0]?.message).toBe('Invalid code')
    expect((await verify(second, wrong)).body.errors?.[0]?.message).toMatch(/locked/i)
  })

  it('a good code clears earlier wrong ones', async () => {
    const staff = await createEnrolledStaff(payload, ['reviewer'])
    const wrong = await wrongCode(staff.secret)
    const token = await passwordOnly(staff.email, staff.password)
    for (let attempt = 1; attempt <= 4; attempt++) await verify(token, wrong)
    expect((await verify(token, await totpCode(staff.secret))).status).toBe(200)
    const next = await passwordOnly(staff.email, staff.password)
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verify(next, wrong)).body.errors?.[0]?.message).toBe('Invalid code')
    }
  })

  it("an admin's reset signs the user out and makes them enrol again", async () => {
    const admin = await createEnrolledStaff(payload, ['admin'])
    const adminToken = await signInOverHttp(api.url, admin)
    const reviewer = await createEnrolledStaff(payload, ['reviewer'])
    const reviewerToken = await signInOverHttp(api.url, reviewer)
    expect((await access(reviewerToken)).review).toBe(200)

    expect((await post(`/users/${reviewer.user.id}/two-factor/reset`, reviewerToken)).status).toBe(
      403,
    )
    expect((await post(`/users/${reviewer.user.id}/two-factor/reset`, adminToken)).status).toBe(200)

    expect(await access(reviewerToken)).toEqual(refused)
    const next = await passwordOnly(reviewer.email, reviewer.password)
    expect((await get('/users/two-factor', next)).body.state).toBe('enrol')
    expect((await verify(next, await totpCode(reviewer.secret))).status).toBe(409)
    const { token } = await enrolOverHttp(reviewer.email, reviewer.password)
    expect((await access(token)).review).toBe(200)
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEnrolledStaff, signInOverHttp, testPayload } from './helpers'
import { startApiServer } from './httpServer'

let payload: Payload
let api: Awaited<ReturnType<typeof startApiServer>>

beforeAll(async () => {
  payload = await testPayload()
  api = await startApiServer()
})

afterAll(() => api.stop())

async function post(path: string, token: string | null, body: unknown) {
  const response = await fetch(`${api.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.text() }
}

/** Five wrong passwords: the account is locked for Payload's lockTime. */
async function lockOut(email: string) {
  for (let attempt = 0; attempt < 5; attempt++)
    await post('/users/login', null, { email, password: 'not-the-password' })
  expect(await isLocked(email)).toBe(true)
}

async function isLocked(email: string): Promise<boolean> {
  const user = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({
    collection: 'users',
    where: { email: { equals: email } },
  })
  return Boolean(user?.lockUntil && new Date(user.lockUntil) > new Date())
}

const unknownEmail = () => `nobody-${Date.now()}@int.test`

describe('unlocking an account', () => {
  it('an editor cannot unlock an admin, and hears the same as for an email without an account', async () => {
    const target = await createEnrolledStaff(payload, ['admin'])
    const editor = await createEnrolledStaff(payload, ['editor'])
    const token = await signInOverHttp(api.url, editor)
    await lockOut(target.email)

    const existing = await post('/users/unlock', token, { email: target.email })
    const unknown = await post('/users/unlock', token, { email: unknownEmail() })
    expect(existing.status).toBe(403)
    expect(unknown).toEqual(existing)
    expect(await isLocked(target.email)).toBe(true)
  })

  it('an admin unlocks an account, and hears the same for an email without one', async () => {
    const target = await createEnrolledStaff(payload, ['admin'])
    const admin = await createEnrolledStaff(payload, ['admin'])
    const token = await signInOverHttp(api.url, admin)
    await lockOut(target.email)

    const existing = await post('/users/unlock', token, { email: target.email })
    expect(existing.status).toBe(200)
    expect(await isLocked(target.email)).toBe(false)
    expect(
      (await post('/users/login', null, { email: target.email, password: target.password })).status,
    ).toBe(200)
    expect(await post('/users/unlock', token, { email: unknownEmail() })).toEqual(existing)
  })
})

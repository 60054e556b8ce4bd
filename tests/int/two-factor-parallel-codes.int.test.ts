import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TWO_FACTOR_TEXT } from '@/lib/twoFactor/messages/en'
import { createEnrolledStaff, testPayload, totpCode, wrongCode } from './helpers'
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
  return {
    status: response.status,
    body: (await response.json()) as { token?: string; errors?: { message: string }[] },
  }
}

const message = (answer: Awaited<ReturnType<typeof post>>) => answer.body.errors?.[0]?.message

async function lockState(id: number) {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute<{ attempts: number; minutes: number | null }>(sql`
    SELECT login_attempts AS attempts, EXTRACT(EPOCH FROM (lock_until - now())) / 60 AS minutes FROM users WHERE id = ${id}
  `)
  return {
    attempts: Number(rows[0].attempts),
    minutes: rows[0].minutes == null ? null : Number(rows[0].minutes),
  }
}

describe('wrong codes sent at once', () => {
  it('40 in parallel: at most five are judged, and the right code is refused until the 15-minute lock ends', async () => {
    const staff = await createEnrolledStaff(payload, ['admin'])
    const { body } = await post('/users/login', null, {
      email: staff.email,
      password: staff.password,
    })
    const wrong = await wrongCode(staff.secret)

    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post('/users/two-factor/verify', body.token!, { code: wrong }),
      ),
    )

    expect(answers.every((answer) => answer.status === 401)).toBe(true)
    expect(
      answers.filter((answer) => message(answer) === TWO_FACTOR_TEXT.invalidCode).length,
    ).toBeLessThanOrEqual(4)
    const state = await lockState(staff.user.id)
    expect(state.attempts).toBe(5)
    expect(state.minutes).toBeGreaterThan(14)
    expect(state.minutes).toBeLessThanOrEqual(15)
    const right = await post('/users/two-factor/verify', body.token!, {
      code: await totpCode(staff.secret),
    })
    expect(message(right)).toBe(TWO_FACTOR_TEXT.locked)

    const { drizzle } = payload.db as unknown as PostgresAdapter
    await drizzle.execute(
      sql`UPDATE users SET lock_until = now() - interval '1 second' WHERE id = ${staff.user.id}`,
    )
    const afterLock = await post('/users/two-factor/verify', body.token!, {
      code: await totpCode(staff.secret),
    })
    expect(afterLock.status).toBe(200)
    expect(await lockState(staff.user.id)).toEqual({ attempts: 0, minutes: null })
  })
})

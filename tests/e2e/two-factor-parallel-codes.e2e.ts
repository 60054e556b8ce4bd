import { createStaffUser } from './recoveryHelpers'
import { expect, test } from './test'
import { freshCode, wrongCode } from './twoFactor'

const LOCKED = 'This user is locked due to having too many failed login attempts.'

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${process.env.E2E_BASE_URL}/api${path}`, {
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

test('40 wrong codes sent at once lock the account: the right code is refused afterwards', async () => {
  test.setTimeout(90_000)
  const account = await createStaffUser(['editor'], 'Paula Parallel')
  const { body } = await post('/users/login', { email: account.email, password: account.password })
  const wrong = await wrongCode(account.secret)

  const answers = await Promise.all(
    Array.from({ length: 40 }, () => post('/users/two-factor/verify', { code: wrong }, body.token)),
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(401))

  const right = await post(
    '/users/two-factor/verify',
    { code: await freshCode(account.secret) },
    body.token,
  )
  expect(right.status).toBe(401)
  expect(right.body.errors?.[0]?.message).toBe(LOCKED)
  const again = await post('/users/login', { email: account.email, password: account.password })
  expect(again.status).toBe(401)
  expect(JSON.stringify(again.body)).toContain(LOCKED)
})

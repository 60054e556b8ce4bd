import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { generate } from 'otplib'

/**
 * The second sign-in step for e2e tests, which compute codes themselves. The server refuses a
 * code whose 30 s window was already used (no replay), so the last window each secret has used on
 * each server is recorded in a file of its own, shared by globalSetup and the workers (one server's
 * codes are only ever asked for in one lane, so no two processes write one file), and a test waits
 * for a new window only when the current and the next one are both spent. Tests that are not about
 * signing in take a session from one REST sign-in instead (signInWithToken).
 */

const base = () => process.env.E2E_BASE_URL!
const STEPS_DIR = path.resolve('.tmp/e2e-totp-steps')
const PERIOD = 30

const stepFile = (key: string) =>
  path.join(STEPS_DIR, createHash('sha256').update(key).digest('hex').slice(0, 16))

function lastStep(key: string): number | undefined {
  try {
    return Number(fs.readFileSync(stepFile(key), 'utf8'))
  } catch {
    return undefined
  }
}

export function forgetUsedCodes() {
  fs.rmSync(STEPS_DIR, { recursive: true, force: true })
  fs.mkdirSync(STEPS_DIR, { recursive: true })
}

/** A code `server` has not seen yet: the current window's, else the next one's, else wait. */
export async function freshCode(secret: string, server = base()): Promise<string> {
  const key = `${server} ${secret}`
  for (;;) {
    const now = Date.now() / 1000
    const step = Math.floor(now / PERIOD)
    const last = lastStep(key)
    const candidate = last === undefined || last < step ? step : last + 1
    if (candidate <= step + 1) {
      fs.mkdirSync(STEPS_DIR, { recursive: true })
      fs.writeFileSync(stepFile(key), String(candidate))
      return generate({ secret, epoch: candidate * PERIOD })
    }
    await new Promise((resolve) => setTimeout(resolve, ((step + 1) * PERIOD - now) * 1000 + 250))
  }
}

async function post(path: string, token: string | null, body?: unknown, baseUrl = base()) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** Email and password, then the code: the token of a full session (`Authorization: JWT`). */
export async function signInOverRest(
  email: string,
  password: string,
  secret: string,
  baseUrl = base(),
): Promise<string> {
  const { token } = (await post('/users/login', null, { email, password }, baseUrl)) as {
    token: string
  }
  await post('/users/two-factor/verify', token, { code: await freshCode(secret, baseUrl) }, baseUrl)
  return token
}

/** The first sign-in of an account without a factor, over REST: enrols it and keeps the session. */
export async function enrolOverRest(email: string, password: string) {
  const { token } = (await post('/users/login', null, { email, password })) as { token: string }
  const { secret } = (await post('/users/two-factor/enrol', token)) as { secret: string }
  const { recoveryCodes } = (await post('/users/two-factor/enrol/confirm', token, {
    code: await freshCode(secret),
  })) as {
    recoveryCodes: string[]
  }
  return { token, secret, recoveryCodes }
}

/** The admin the seed created and pre-enrolled (SEED_ADMIN_* of the test environment). */
export const seededAdmin = () => ({
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
  secret: process.env.E2E_ADMIN_TOTP_SECRET!,
})

let adminToken: string | undefined

/** A full session of the seeded admin, signed in once per worker. */
export async function seededAdminToken(): Promise<string> {
  const { email, password, secret } = seededAdmin()
  adminToken ??= await signInOverRest(email, password, secret)
  return adminToken
}

/**
 * The browser carries a full session of `token` (the seeded admin's by default): Payload's own
 * cookie, as its login form would have set it, for tests that are not about signing in.
 */
export async function signInWithToken(page: Page, token?: string) {
  token ??= await seededAdminToken()
  await page
    .context()
    .addCookies([
      { name: 'payload-token', value: token, url: base(), httpOnly: true, sameSite: 'Lax' },
    ])
}

/** Payload's login form, then our code screen at /cms/two-factor. */
export async function signInToCms(
  page: Page,
  account: { email: string; password: string; secret: string },
) {
  await page.goto('/cms/login')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).fill(account.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/cms\/two-factor/)
  await page.getByLabel('Authentication code').fill(await freshCode(account.secret))
  await page.getByRole('button', { name: 'Verify' }).click()
}

/** A 6-digit code valid in none of the three accepted windows. */
export async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const valid = new Set(
    await Promise.all(
      [-PERIOD, 0, PERIOD].map((offset) => generate({ secret, epoch: now + offset })),
    ),
  )
  let candidate = 123456
  while (valid.has(String(candidate))) candidate += 1
  return String(candidate)
}

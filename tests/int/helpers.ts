import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import type { User } from '@/payload-types'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

let counter = 0

/** A staff user with the given roles and a unique email. */
export async function createStaff(
  payload: Payload,
  roles: User['roles'],
  password = 'a-long-test-password',
) {
  counter += 1
  const email = `${roles.join('-')}-${Date.now()}-${counter}@int.test`
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: `${roles.join(' ')} ${counter}`, roles },
    context: { disableRevalidate: true },
  })
  return { user, email, password }
}

/** A staff user pre-enrolled with a known TOTP secret, as the seed does with SEED_ADMIN_TOTP_SECRET. */
export async function createEnrolledStaff(
  payload: Payload,
  roles: User['roles'],
  password?: string,
) {
  const { newTotpSecret } = await import('@/lib/twoFactor/totp')
  const { enrolWithSecret } = await import('@/lib/twoFactor/flows')
  const staff = await createStaff(payload, roles, password)
  const secret = newTotpSecret()
  await enrolWithSecret(payload, staff.user.id, secret)
  return { ...staff, secret }
}

/** The code of a secret at an offset in seconds from now. */
export async function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  const { currentTotp } = await import('@/lib/twoFactor/totp')
  return currentTotp(secret, Math.floor(Date.now() / 1000) + offsetSeconds)
}

/** A 6-digit code that is valid in none of the three accepted windows. */
export async function wrongCode(secret: string): Promise<string> {
  const valid = new Set(await Promise.all([-30, 0, 30].map((offset) => totpCode(secret, offset))))
  let candidate = 123456
  while (valid.has(String(candidate))) candidate += 1
  return String(candidate)
}

/** Email and password over REST, then the code: the token of a full session. */
export async function signInOverHttp(
  apiUrl: string,
  staff: { email: string; password: string; secret: string },
) {
  const login = await fetch(`${apiUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  })
  if (!login.ok) throw new Error(`login failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const verify = await fetch(`${apiUrl}/api/users/two-factor/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ code: await totpCode(staff.secret) }),
  })
  if (!verify.ok) throw new Error(`second step failed: ${verify.status} ${await verify.text()}`)
  return token
}

/** The Local API's login, then the second step on that session: a full session's token. */
export async function signInLocally(
  payload: Payload,
  staff: { email: string; password: string; secret: string },
) {
  const { decodeJwt } = await import('jose')
  const { verifySecondStep } = await import('@/lib/twoFactor/flows')
  const { token, user } = await payload.login({
    collection: 'users',
    data: { email: staff.email, password: staff.password },
  })
  const sid = decodeJwt(token!).sid as string
  const result = await verifySecondStep(
    payload,
    { userId: user!.id, sid },
    await totpCode(staff.secret),
  )
  if (!result.ok) throw new Error(`second step failed: ${result.message}`)
  return token!
}

/**
 * A recovery application stored as the form stores it, then approved once by a reviewer, so it
 * has two versions. Resolves with the application as first stored.
 */
export async function storeReviewedApplication(
  payload: Payload,
  email: string,
  context: Record<string, unknown> = {},
) {
  const { toStoredApplication } = await import('@/lib/recovery/acceptApplication')
  const { validApplication } = await import('../fixtures/recoveryApplication')
  const { recoveryApplicationSchema } = await import('@/lib/forms/recoverySchema')
  const stored = await payload.create({
    collection: 'recovery-applications',
    data: toStoredApplication(
      recoveryApplicationSchema.parse(validApplication({ email })),
    ) as never,
    overrideAccess: true,
    depth: 0,
    context,
  })
  await payload.update({
    collection: 'recovery-applications',
    id: stored.id,
    data: { applicationStatus: 'approved' },
    overrideAccess: true,
    depth: 0,
    context,
  })
  return stored
}

/** A demo request as the form stores it, from a teacher in Nigeria. */
export function storeDemoRequest(
  payload: Payload,
  email: string,
  context: Record<string, unknown> = {},
) {
  return payload.create({
    collection: 'demo-requests',
    data: {
      firstName: 'Ada',
      lastName: 'Byron',
      email,
      organization: 'Analytical School',
      role: 'teacher',
      country: 'nigeria',
      language: 'en',
      status: 'new',
    },
    depth: 0,
    context,
  })
}

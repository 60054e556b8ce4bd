import { randomBytes } from 'node:crypto'
import type { Payload, Where } from 'payload'
import { enrolWithSecret } from '@/lib/twoFactor/flows'
import { readTwoFactor } from '@/lib/twoFactor/store'
import { roleUserEmail, roleUserTotpSecret, SEEDED_ROLES, type SeededRole } from './roleUsers'

/**
 * The first staff user: an admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, created once.
 * It has no second factor and enrols at the first sign-in, unless SEED_ADMIN_TOTP_SECRET is set.
 */
export async function seedAdmin(payload: Payload): Promise<void> {
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@localhost.test'
  // With SEED_ADMIN_EMAIL, that account must exist; without it, any admin will do.
  const where: Where = process.env.SEED_ADMIN_EMAIL
    ? { email: { equals: email } }
    : { roles: { contains: 'admin' } }
  const existing = await payload.find({ collection: 'users', where, limit: 1, depth: 0 })
  const admin = existing.docs[0] ?? (await createAdmin(payload, email))
  await preEnrol(payload, admin.id)
  await seedRoleUsers(payload, email)
}

/**
 * For automated checks: one user per other role (editor@, sales@ and reviewer@ the admin's
 * domain), made only when SEED_ROLE_USERS_PASSWORD is set, which the test environment does and a
 * deployment never needs: real staff are made by an admin in the CMS. Each is pre-enrolled with
 * a secret derived from SEED_ADMIN_TOTP_SECRET when that is set. Found by email, made once.
 */
async function seedRoleUsers(payload: Payload, adminEmail: string): Promise<void> {
  const password = process.env.SEED_ROLE_USERS_PASSWORD
  if (!password) return
  for (const role of SEEDED_ROLES) {
    const email = roleUserEmail(role, adminEmail)
    const existing = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
    })
    const user = existing.docs[0] ?? (await createRoleUser(payload, role, email, password))
    const adminSecret = normalizedSecret()
    if (adminSecret) await enrolOnce(payload, user.id, roleUserTotpSecret(role, adminSecret))
  }
}

function createRoleUser(payload: Payload, role: SeededRole, email: string, password: string) {
  const name = `Seeded ${role[0].toUpperCase()}${role.slice(1)}`
  return payload.create({
    collection: 'users',
    data: { email, password, name, roles: [role] },
    context: { disableRevalidate: true },
  })
}

async function createAdmin(payload: Payload, email: string) {
  let password = process.env.SEED_ADMIN_PASSWORD
  if (!password) {
    if (process.env.NODE_ENV === 'production') {
      throw new Error('Set SEED_ADMIN_PASSWORD to create the first admin in production.')
    }
    password = randomBytes(9).toString('base64url')
  }
  const admin = await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site Admin', roles: ['admin'] },
    context: { disableRevalidate: true },
  })
  const shown = process.env.SEED_ADMIN_PASSWORD ? '(from SEED_ADMIN_PASSWORD)' : password
  console.info(
    `\n[seed] Created the first admin. Sign in at /cms with\n  email:    ${email}\n  password: ${shown}\n`,
  )
  return admin
}

/** For automated checks: the admin's factor is a secret they know, when they have none yet. */
async function preEnrol(payload: Payload, adminId: number): Promise<void> {
  const secret = normalizedSecret()
  if (!secret) return
  if (await enrolOnce(payload, adminId, secret))
    console.info('[seed] The first admin signs in with a code from SEED_ADMIN_TOTP_SECRET.')
}

function normalizedSecret(): string | undefined {
  const secret = process.env.SEED_ADMIN_TOTP_SECRET?.replace(/\s/g, '').toUpperCase()
  if (!secret) return undefined
  if (!/^[A-Z2-7]{16,}=*$/.test(secret))
    throw new Error('SEED_ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 16 characters.')
  return secret
}

/** Enrols a user with a known secret unless they have a factor already; whether it did. */
async function enrolOnce(payload: Payload, userId: number, secret: string): Promise<boolean> {
  const record = await readTwoFactor(payload, userId)
  if (record?.secret) return false
  await enrolWithSecret(payload, userId, secret)
  return true
}

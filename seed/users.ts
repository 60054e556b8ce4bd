import { randomBytes } from 'node:crypto'
import type { Payload, Where } from 'payload'
import { enrolWithSecret } from '@/lib/twoFactor/flows'
import { readTwoFactor } from '@/lib/twoFactor/store'

/**
 * The first staff user: an admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, created once.
 * It has no second factor and enrols at the first sign-in, unless SEED_ADMIN_TOTP_SECRET is set.
 */
export async function seedAdmin(payload: Payload): Promise<void> {
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@localhost.test'
  // With SEED_ADMIN_EMAIL, that account must exist; without it, any admin will do.
  const where: Where = process.env.SEED_ADMIN_EMAIL ? { email: { equals: email } } : { roles: { contains: 'admin' } }
  const existing = await payload.find({ collection: 'users', where, limit: 1, depth: 0 })
  const admin = existing.docs[0] ?? (await createAdmin(payload, email))
  await preEnrol(payload, admin.id)
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
  console.info(`\n[seed] Created the first admin. Sign in at /cms with\n  email:    ${email}\n  password: ${shown}\n`)
  return admin
}

/** For automated checks: the admin's factor is a secret they know, when they have none yet. */
async function preEnrol(payload: Payload, adminId: number): Promise<void> {
  const secret = process.env.SEED_ADMIN_TOTP_SECRET?.replace(/\s/g, '').toUpperCase()
  if (!secret) return
  if (!/^[A-Z2-7]{16,}=*$/.test(secret)) throw new Error('SEED_ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7), at least 16 characters.')
  const record = await readTwoFactor(payload, adminId)
  if (record?.secret) return
  await enrolWithSecret(payload, adminId, secret)
  console.info('[seed] The first admin signs in with a code from SEED_ADMIN_TOTP_SECRET.')
}

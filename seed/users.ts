import { randomBytes } from 'node:crypto'
import type { Payload, Where } from 'payload'

/** The first staff user: an admin from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, created once. */
export async function seedAdmin(payload: Payload): Promise<void> {
  const email = process.env.SEED_ADMIN_EMAIL || 'admin@localhost.test'
  // With SEED_ADMIN_EMAIL, that account must exist; without it, any admin will do.
  const where: Where = process.env.SEED_ADMIN_EMAIL ? { email: { equals: email } } : { roles: { contains: 'admin' } }
  const existing = await payload.count({ collection: 'users', where })
  if (existing.totalDocs > 0) return

  let password = process.env.SEED_ADMIN_PASSWORD
  if (!password) {
    if (process.env.NODE_ENV === 'production') {
      throw new Error('Set SEED_ADMIN_PASSWORD to create the first admin in production.')
    }
    password = randomBytes(9).toString('base64url')
  }
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Site Admin', roles: ['admin'] },
    context: { disableRevalidate: true },
  })
  const shown = process.env.SEED_ADMIN_PASSWORD ? '(from SEED_ADMIN_PASSWORD)' : password
  console.info(`\n[seed] Created the first admin. Sign in at /cms with\n  email:    ${email}\n  password: ${shown}\n`)
}

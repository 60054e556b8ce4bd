import { createHash } from 'node:crypto'

/** The roles the seed gives a user each, beside the first admin, for automated checks. */
export const SEEDED_ROLES = ['editor', 'sales', 'reviewer'] as const
export type SeededRole = (typeof SEEDED_ROLES)[number]

/** `<role>@` the first admin's domain: editor@e2e.test beside admin@e2e.test. */
export const roleUserEmail = (role: SeededRole, adminEmail: string): string =>
  `${role}@${adminEmail.split('@')[1]}`

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/**
 * Each role user's TOTP secret, derived from the admin's (SEED_ADMIN_TOTP_SECRET), so one
 * setting gives every seeded account a factor the tests can compute, and no two share one.
 */
export function roleUserTotpSecret(role: SeededRole, adminSecret: string): string {
  const bytes = createHash('sha256').update(`${adminSecret}:${role}`).digest().subarray(0, 20)
  let bits = ''
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0')
  return (bits.match(/.{5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk, 2)]).join('')
}

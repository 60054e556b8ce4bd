import { hasRole } from '@/lib/roles'
import type { User } from '@/payload-types'
import { env } from '@/lib/env'

/**
 * Who must have a second factor: admins, sales and reviewers always (they read people's data);
 * editors unless TWO_FACTOR_EDITORS=optional. Anyone who has enrolled uses it, required or not.
 */
export function mustEnrol(user: Pick<User, 'roles'>): boolean {
  if (hasRole(user, 'admin') || user.roles.includes('reviewer') || user.roles.includes('sales')) {
    return true
  }
  return !env.twoFactorOptionalForEditors
}

/** What authenticator apps show as the account's issuer. */
export const TOTP_ISSUER = env.twoFactorIssuer

export const RECOVERY_CODE_COUNT = 10

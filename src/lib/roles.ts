import type { User } from '@/payload-types'

export const ROLES = ['admin', 'editor', 'sales', 'reviewer'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = Pick<User, 'roles'> | null | undefined

/** Admins may do everything the other roles may do. */
export function hasRole(user: MaybeUser, role: Role): boolean {
  const roles = user?.roles ?? []
  return roles.includes('admin') || roles.includes(role)
}

/** Holds any role at all: may open the CMS panel. What they may do there is the role matrix's. */
export function isStaffUser(user: MaybeUser): boolean {
  return (user?.roles ?? []).length > 0
}

import type { User } from '@/payload-types'

export const ROLES = ['admin', 'editor', 'reviewer'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = Pick<User, 'roles'> | null | undefined

/** Admins may do everything editors and reviewers may do. */
export function hasRole(user: MaybeUser, role: Role): boolean {
  const roles = user?.roles ?? []
  return roles.includes('admin') || roles.includes(role)
}

export function isStaffUser(user: MaybeUser): boolean {
  return (user?.roles ?? []).length > 0
}

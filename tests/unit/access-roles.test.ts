import { describe, expect, it } from 'vitest'
import { hasRole, isStaffUser } from '@/lib/roles'

describe('staff roles', () => {
  it('an admin holds every role', () => {
    for (const role of ['admin', 'editor', 'reviewer'] as const) expect(hasRole({ roles: ['admin'] }, role)).toBe(true)
  })

  it('an editor is not a reviewer, and a reviewer is not an editor', () => {
    expect(hasRole({ roles: ['editor'] }, 'reviewer')).toBe(false)
    expect(hasRole({ roles: ['reviewer'] }, 'editor')).toBe(false)
  })

  it('a visitor has no role and is not staff', () => {
    expect(hasRole(null, 'editor')).toBe(false)
    expect(isStaffUser(undefined)).toBe(false)
    expect(isStaffUser({ roles: ['reviewer'] })).toBe(true)
  })
})

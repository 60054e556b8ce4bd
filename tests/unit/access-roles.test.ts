import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  mayDo,
  mayReadDrafts,
  mayOpen,
  OPERATIONS,
  ROLE_MATRIX,
  ROLE_VIEWS,
  rolesFor,
  type MatrixSlug,
} from '@/lib/roleMatrix'
import { ROLE_MATRIX_END, ROLE_MATRIX_START, roleMatrixMarkdown } from '@/lib/roleMatrixDoc'
import { hasRole, isStaffUser, ROLES } from '@/lib/roles'

const SLUGS = Object.keys(ROLE_MATRIX) as MatrixSlug[]
const LEADS: MatrixSlug[] = [
  'demo-requests',
  'quote-requests',
  'contact-messages',
  'form-submissions',
  'newsletter-subscribers',
  'trust-subscribers',
  'document-requests',
  'document-downloads',
  'lead-deliveries',
]

describe('staff roles', () => {
  it('an admin holds every role', () => {
    for (const role of ROLES) expect(hasRole({ roles: ['admin'] }, role)).toBe(true)
  })

  it('an editor is not a reviewer, and a reviewer is not an editor', () => {
    expect(hasRole({ roles: ['editor'] }, 'reviewer')).toBe(false)
    expect(hasRole({ roles: ['reviewer'] }, 'editor')).toBe(false)
  })

  it('a visitor has no role and is not staff; every role opens the panel', () => {
    expect(hasRole(null, 'editor')).toBe(false)
    expect(isStaffUser(undefined)).toBe(false)
    for (const role of ROLES) expect(isStaffUser({ roles: [role] })).toBe(true)
  })
})

describe('the role matrix', () => {
  it('lets an admin do whatever any role may do', () => {
    for (const slug of SLUGS) {
      for (const operation of OPERATIONS) {
        if (rolesFor(slug, operation).length)
          expect(rolesFor(slug, operation), `${slug} ${operation}`).toContain('admin')
      }
    }
    for (const view of Object.values(ROLE_VIEWS)) expect(view.roles).toContain('admin')
  })

  it('gives editors no lead, subscriber or request, and no export of them', () => {
    for (const slug of LEADS) {
      for (const operation of OPERATIONS)
        expect(mayDo({ roles: ['editor'] }, slug, operation), `${slug} ${operation}`).toBe(false)
    }
    expect(mayOpen({ roles: ['editor'] }, '/cms/leads')).toBe(false)
  })

  it('gives reviewers recovery applications and nothing of leads, subscribers or on-request files', () => {
    for (const slug of [...LEADS, 'document-files', 'documents'] as MatrixSlug[]) {
      for (const operation of OPERATIONS)
        expect(mayDo({ roles: ['reviewer'] }, slug, operation), `${slug} ${operation}`).toBe(false)
    }
    for (const operation of ['read', 'update', 'export'] as const) {
      expect(mayDo({ roles: ['reviewer'] }, 'recovery-applications', operation)).toBe(true)
    }
    expect(mayOpen({ roles: ['reviewer'] }, '/admin/applications')).toBe(true)
  })

  it('gives sales the leads, their export and approving document requests, but no content to write', () => {
    for (const slug of LEADS) expect(mayDo({ roles: ['sales'] }, slug, 'read'), slug).toBe(true)
    expect(mayDo({ roles: ['sales'] }, 'document-requests', 'update')).toBe(true)
    expect(mayDo({ roles: ['sales'] }, 'form-submissions', 'export')).toBe(true)
    expect(mayOpen({ roles: ['sales'] }, '/cms/leads')).toBe(true)
    for (const slug of SLUGS) {
      for (const operation of ['create', 'delete'] as const)
        expect(mayDo({ roles: ['sales'] }, slug, operation), `${slug} ${operation}`).toBe(false)
    }
    expect(mayDo({ roles: ['sales'] }, 'recovery-applications', 'read')).toBe(false)
  })

  it('leaves the privacy tool to admins', () => {
    for (const role of ['editor', 'sales', 'reviewer'] as const) {
      expect(mayOpen({ roles: [role] }, '/cms/privacy')).toBe(false)
      expect(mayDo({ roles: [role] }, 'privacy-audits', 'export')).toBe(false)
    }
  })

  it('shows drafts on the site to editors and admins only', () => {
    expect(mayReadDrafts({ roles: ['editor'] })).toBe(true)
    expect(mayReadDrafts({ roles: ['admin'] })).toBe(true)
    expect(mayReadDrafts({ roles: ['sales'] })).toBe(false)
    expect(mayReadDrafts({ roles: ['reviewer'] })).toBe(false)
  })

  it('grants a user with several roles what each role may do', () => {
    expect(mayDo({ roles: ['editor', 'sales'] }, 'pages', 'update')).toBe(true)
    expect(mayDo({ roles: ['editor', 'sales'] }, 'demo-requests', 'read')).toBe(true)
    expect(mayDo(null, 'pages', 'read')).toBe(false)
  })

  it('is the table docs/security.md shows (rewrite it with scripts/writeRoleMatrix.ts)', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/security.md'), 'utf8')
    const start = doc.indexOf(ROLE_MATRIX_START)
    const end = doc.indexOf(ROLE_MATRIX_END)
    expect(start, 'the role matrix markers in docs/security.md').toBeGreaterThanOrEqual(0)
    expect(doc.slice(start, end + ROLE_MATRIX_END.length)).toBe(roleMatrixMarkdown())
  })
})

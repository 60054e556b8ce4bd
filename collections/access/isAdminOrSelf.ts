import type { Access, FieldAccess } from 'payload'
import { hasRole } from '@/lib/roles'

export const isAdminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (hasRole(req.user, 'admin')) return true
  return { id: { equals: req.user.id } }
}

export const isAdminOrSelfField: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'admin') || (Boolean(req.user) && req.user?.id === (doc as { id?: unknown } | undefined)?.id)

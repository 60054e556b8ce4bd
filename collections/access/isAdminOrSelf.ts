import type { FieldAccess } from 'payload'
import { hasRole } from '@/lib/roles'

export const isAdminOrSelfField: FieldAccess = ({ req, doc }) =>
  hasRole(req.user, 'admin') ||
  (Boolean(req.user) && req.user?.id === (doc as { id?: unknown } | undefined)?.id)

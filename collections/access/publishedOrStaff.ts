import type { Access } from 'payload'
import { isStaffUser } from '@/lib/roles'

/** Visitors read published documents only; staff also read drafts. */
export const publishedOrStaff: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  return { _status: { equals: 'published' } }
}

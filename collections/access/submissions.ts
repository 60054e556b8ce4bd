import type { CollectionConfig } from 'payload'
import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'

/**
 * Form submissions: created only by the /api/forms routes (through the Local API), read and
 * followed up by staff, deleted by admins.
 */
export const submissionAccess: CollectionConfig['access'] = {
  create: () => false,
  read: isStaff,
  update: isStaff,
  delete: isAdmin,
}

import type { CollectionConfig } from 'payload'
import { isEditor } from './isEditor'
import { publishedOrStaff } from './publishedOrStaff'

/** Content collections: visitors read what is published, editors (and admins) write. */
export const publishedContentAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
}

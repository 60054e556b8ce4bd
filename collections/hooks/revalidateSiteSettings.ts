import type { GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import { SITE_SETTINGS_TAG } from '@/lib/cacheTags'

export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  req.payload.logger.info('Revalidating every page after a site settings change')
  // expire: 0 so the very next visitor sees the change, not a stale copy
  revalidateTag(SITE_SETTINGS_TAG, { expire: 0 })
  return doc
}

import { mayReadDrafts } from '@/lib/roleMatrix'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'
import { getPayloadClient } from '@/data/payload'

/**
 * Whether this request reads drafts: draft mode is on and the request carries the session of
 * someone who may read drafts (editors and admins).
 * Next's draft cookie alone is not enough: its value is the same for every browser of a build,
 * and it outlives the session that switched it on. Visitors (no draft cookie) never reach the
 * session check, so their renders stay static.
 */
export const readsDrafts = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return mayReadDrafts(user)
})

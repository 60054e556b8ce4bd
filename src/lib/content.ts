import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { SiteSetting } from '@/payload-types'
import { SITE_SETTINGS_TAG } from './cacheTags'
import { getPayloadClient } from './payload'

// Hooks revalidate the tag on change; the hour is a safety net for writes that skipped hooks.
const HOUR = 3600

const readSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
  },
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG], revalidate: HOUR },
)

/** Site settings for the header, footer and metadata: one cached read shared by a request. */
export const getSiteSettings = cache(readSiteSettings)

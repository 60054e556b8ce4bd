import type { MetadataRoute } from 'next'
import { SECTIONS } from '../../config/paths.mjs'
import { absoluteUrl } from '@/lib/metadata'

// What no crawler has business in: the CMS, the review page, the API and the plumbing.
const { cms, review, api, plumbing } = SECTIONS

// SERVER_URL is read when the server runs, not when it was built.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [cms, review, api, plumbing].map((section) => `/${section}`),
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}

import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/metadata'

// SERVER_URL is read when the server runs, not when it was built.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/cms', '/admin', '/api', '/next'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}

import type { Metadata } from 'next'
import { ReviewPage } from '@/components/review/ReviewPage.client'

// Staff only: kept out of search engines, and nothing about applications renders on the server.
export const metadata: Metadata = {
  title: { absolute: 'Recovery Applications' },
  robots: { index: false, follow: false, nocache: true },
}

// Rendered per request: the site chrome around it reads the CMS, never at build time.
export const dynamic = 'force-dynamic'

export default function ApplicationsReviewPage() {
  return <ReviewPage />
}

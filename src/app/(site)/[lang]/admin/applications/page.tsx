import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ReviewPage } from '@/components/review/ReviewPage.client'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { resolveLocale } from '@/data/i18n/requestLocale'

// Staff only: kept out of search engines, and nothing about applications renders on the server.
export const metadata: Metadata = {
  title: { absolute: 'Recovery Applications' },
  robots: { index: false, follow: false, nocache: true },
}

// Rendered per request: the site chrome around it reads the CMS, never at build time.
export const dynamic = 'force-dynamic'

export default async function ApplicationsReviewPage({
  params,
}: {
  params: Promise<{ lang: string }>
}) {
  // Staff read it in English only: /es/admin/applications does not exist.
  if ((await resolveLocale(params)) !== DEFAULT_LOCALE) notFound()
  return <ReviewPage />
}

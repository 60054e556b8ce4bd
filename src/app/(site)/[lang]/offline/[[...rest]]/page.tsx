import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { siteMessages } from '@/components/site/messages'
import { getSiteSettings } from '@/data/content'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { buildMetadata } from '@/lib/metadata'
import { OFFLINE_PAGE } from '@/lib/offline/cacheRules'

type Args = { params: Promise<{ lang: string; rest?: string[] }> }

// Rendered on its first visit and then served from Next's cache, like the CMS's pages
// ([[...slug]]), so it can be shared and kept by the service worker (a page rendered per request
// is `no-store`). The optional segment is only what gives the route that shape: `/offline/x` is
// a 404.
export const dynamicParams = true
export function generateStaticParams(): { rest: string[] }[] {
  return []
}

/** Kept by the service worker and shown for a page it cannot reach or has not kept; nobody's search result. */
export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const settings = await getSiteSettings(locale)
  const text = siteMessages(locale)
  const metadata = buildMetadata(
    { title: text.offlineTitle, description: text.offlineText, path: OFFLINE_PAGE, locale },
    {
      brandName: settings.brandName,
      description: settings.defaultDescription,
      keywords: settings.defaultKeywords,
    },
  )
  return { ...metadata, robots: { index: false, follow: false } }
}

export default async function OfflinePage({ params }: Args) {
  const locale = await resolveLocale(params)
  if ((await params).rest?.length) notFound()
  const text = siteMessages(locale)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight text-brand-700">{text.offlineTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{text.offlineText}</p>
      <p className="mt-4 text-lg text-slate-700">{text.offlineForms}</p>
      <Link
        href={localizePath('/', locale)}
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {text.returnHome}
      </Link>
    </section>
  )
}

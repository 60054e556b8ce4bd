import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { DraftNotice } from '@/components/livePreview/DraftNotice'
import { NotFoundInPlace } from '@/components/site/NotFoundInPlace'
import { LivePage } from '../_livePreview/LivePage'
import { listedDocumentOf } from '@/lib/livePreview/config'
import { getPageByPath, getRedirect, getSiteSettings } from '@/data/content'
import { pageMetadata } from '@/lib/pageMetadata'
import { pageUrl, pathFromSegments } from '@/lib/documentUrls'
import { getPayloadClient } from '@/data/payload'
import { siteMessages } from '@/components/site/messages'
import { localizeHref, localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { isUntranslated } from '@/lib/i18n/translation'
import { readsDrafts } from '@/data/livePreview/draftSession'
import NotFound from '../not-found'

type Args = {
  params: Promise<{ lang: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Pages render on their first visit and are then served from Next's cache until a CMS change
// expires the tags they read (collections/hooks/); nothing is rendered at build time.
export const dynamicParams = true
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

async function loadPage(params: Args['params']) {
  const locale = await resolveLocale(params)
  const path = pathFromSegments((await params).slug)
  const draft = await readsDrafts()
  return { path, draft, locale, page: await getPageByPath(path, draft, locale) }
}

export async function generateMetadata({ params }: Pick<Args, 'params'>): Promise<Metadata> {
  const { path, page, locale } = await loadPage(params)
  if (!page)
    return { title: { absolute: siteMessages(locale).notFoundTitle }, robots: { index: false } }
  return pageMetadata(page.meta, page.title, pageUrl(path), await getSiteSettings(locale), {
    locale,
    untranslated: isUntranslated(page, locale),
  })
}

/** Every CMS page by its path; paths without one follow a CMS redirect or get the 404 page. */
export default async function CmsPage({ params, searchParams }: Args) {
  const { path, draft, page, locale } = await loadPage(params)
  if (!page) {
    const url = localizePath(pageUrl(path), locale)
    const target = await getRedirect(pageUrl(path))
    if (target) (target.permanent ? permanentRedirect : redirect)(localizeHref(target.to, locale))
    const payload = await getPayloadClient()
    payload.logger.warn(`404: no page at ${url}`)
    return (
      <NotFoundInPlace>
        <NotFound />
      </NotFoundInPlace>
    )
  }
  if (!draft) return <RenderBlocks blocks={page.layout} />
  // The query is read in draft mode only: visitors' renders stay cacheable whatever they append.
  return (
    <>
      <DraftNotice path={localizePath(pageUrl(path), locale)} />
      <LivePage page={page} listed={listedDocumentOf(await searchParams)} />
    </>
  )
}

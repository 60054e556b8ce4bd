import type { Metadata } from 'next'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { CaseStudyView } from '@/components/content/CaseStudyView'
import { JobView } from '@/components/content/JobView'
import { contentMessages } from '@/components/content/messages'
import { DraftLinkBanner } from '@/components/draftLinks/DraftLinkBanner'
import { DraftLinkExpired } from '@/components/draftLinks/DraftLinkExpired'
import { getSharedDraft, type SharedDraft } from '@/data/content'
import type { Locale } from '@/lib/i18n/locales'
import { resolveLocale } from '@/data/i18n/requestLocale'

type Args = { params: Promise<{ lang: string; token: string }> }

// Rendered per request (Cache-Control: private, no-store): the link is checked every time.
// An expired, revoked or unknown link reaches here with a 410 status set by src/proxy.ts.
export const dynamic = 'force-dynamic'

async function loadSharedDraft(params: Args['params']) {
  const locale = await resolveLocale(params)
  const { token } = await params
  return { locale, shared: await getSharedDraft(token, locale) }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { locale, shared } = await loadSharedDraft(params)
  const text = contentMessages(locale).draftLink
  const title = shared ? `${shared.doc.title} (${text.banner})` : text.expiredTitle
  return { title: { absolute: title }, robots: { index: false, follow: false } }
}

function SharedView({ shared, locale }: { shared: SharedDraft; locale: Locale }) {
  switch (shared.collection) {
    case 'pages':
      return <RenderBlocks blocks={shared.doc.layout} />
    case 'case-studies':
      return <CaseStudyView study={shared.doc} locale={locale} />
    case 'jobs':
      return <JobView job={shared.doc} />
  }
}

/** One document's latest draft, for a reviewer without an account who holds its link. */
export default async function SharedDraftPage({ params }: Args) {
  const { locale, shared } = await loadSharedDraft(params)
  const text = contentMessages(locale).draftLink
  if (!shared) return <DraftLinkExpired text={text} locale={locale} />
  return (
    <>
      <DraftLinkBanner text={text.banner} />
      <SharedView shared={shared} locale={locale} />
    </>
  )
}

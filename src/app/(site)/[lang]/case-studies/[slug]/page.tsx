import type { Metadata } from 'next'
import { DraftNotice } from '@/components/livePreview/DraftNotice'
import { NotFoundInPlace } from '@/components/site/NotFoundInPlace'
import { LiveDocument } from '@/components/livePreview/LiveDocument.client'
import { env } from '@/lib/env'
import { renderLiveCaseStudy } from '../../_livePreview/renderLive'
import { JsonLd } from '@/components/content/JsonLd'
import { getCaseStudy, getSiteSettings } from '@/data/content'
import { caseStudyUrl } from '@/lib/documentUrls'
import { absoluteUrl } from '@/lib/metadata'
import { pageMetadata } from '@/lib/pageMetadata'
import { getPayloadClient } from '@/data/payload'
import { CaseStudyView } from '@/components/content/CaseStudyView'
import { siteMessages } from '@/components/site/messages'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { localizePath } from '@/lib/i18n/paths'
import { isUntranslated } from '@/lib/i18n/translation'
import { readsDrafts } from '@/data/livePreview/draftSession'
import NotFound from '../../not-found'

type Args = { params: Promise<{ lang: string; slug: string }> }

export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

/** The published story, or in draft mode (staff only) its latest draft, published or not. */
async function loadStudy(params: Args['params']) {
  const locale = await resolveLocale(params)
  const { slug } = await params
  const draft = await readsDrafts()
  return { locale, slug, draft, study: await getCaseStudy(slug, draft, locale) }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { locale, study } = await loadStudy(params)
  if (!study)
    return { title: { absolute: siteMessages(locale).notFoundTitle }, robots: { index: false } }
  return pageMetadata(
    study.meta ?? { description: study.description },
    study.title,
    caseStudyUrl(study.slug),
    await getSiteSettings(locale),
    {
      locale,
      untranslated: isUntranslated(study, locale),
      type: 'article',
      publishedTime: study.createdAt,
      modifiedTime: study.updatedAt,
    },
  )
}

/** A customer story from the case-studies collection. */
export default async function CaseStudyPage({ params }: Args) {
  const { locale, slug, draft, study } = await loadStudy(params)
  if (!study) {
    ;(await getPayloadClient()).logger.warn(`404: no case study at ${caseStudyUrl(slug)}`)
    return (
      <NotFoundInPlace>
        <NotFound />
      </NotFoundInPlace>
    )
  }
  const settings = await getSiteSettings(locale)
  return (
    <>
      {draft ? (
        // Staff in the CMS's live preview: the story, maybe never published, follows the form as it is typed.
        <>
          <DraftNotice path={localizePath(caseStudyUrl(study.slug), locale)} />
          <LiveDocument initialData={study} serverURL={env.serverUrl} render={renderLiveCaseStudy}>
            <CaseStudyView study={study} locale={locale} />
          </LiveDocument>
        </>
      ) : (
        <CaseStudyView study={study} locale={locale} />
      )}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: study.title,
          description: study.description,
          datePublished: study.createdAt,
          dateModified: study.updatedAt,
          author: { '@type': 'Organization', name: settings.brandName },
          publisher: { '@type': 'Organization', name: settings.brandName },
          mainEntityOfPage: absoluteUrl(localizePath(caseStudyUrl(study.slug), locale)),
        }}
      />
    </>
  )
}

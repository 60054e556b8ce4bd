import type { Metadata } from 'next'
import { DraftNotice } from '@/components/livePreview/DraftNotice'
import { NotFoundInPlace } from '@/components/site/NotFoundInPlace'
import { LiveDocument } from '@/components/livePreview/LiveDocument.client'
import { env } from '@/lib/env'
import { renderLiveJob } from '../../_livePreview/renderLive'
import { jobPostingData } from '@/lib/structuredData'
import { JsonLd } from '@/components/content/JsonLd'
import { getJob, getSiteSettings } from '@/data/content'
import { jobUrl } from '@/lib/documentUrls'
import { pageMetadata } from '@/lib/pageMetadata'
import { jobPageTitle } from '@/data/shareImage/subject'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { isUntranslated } from '@/lib/i18n/translation'
import { readsDrafts } from '@/data/livePreview/draftSession'
import { JobView } from '@/components/content/JobView'
import JobNotFound from './not-found'

type Args = { params: Promise<{ lang: string; id: string }> }

export const dynamicParams = true
export function generateStaticParams(): { id: string }[] {
  return []
}

/** The published job, or in draft mode (staff only) its latest draft, published or not. */
async function loadJob(params: Args['params']) {
  const locale = await resolveLocale(params)
  const { id } = await params
  const draft = await readsDrafts()
  return { locale, draft, job: await getJob(id, draft, locale) }
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { locale, job } = await loadJob(params)
  if (!job)
    return {
      title: { absolute: contentMessages(locale).job.notFoundTitle },
      robots: { index: false },
    }
  return pageMetadata(
    { description: job.description },
    jobPageTitle(job),
    jobUrl(job.id),
    await getSiteSettings(locale),
    {
      locale,
      untranslated: isUntranslated(job, locale),
    },
  )
}

/** Every field of the job, two Apply buttons, a back link. */
export default async function JobPage({ params }: Args) {
  const { locale, draft, job } = await loadJob(params)
  if (!job) {
    return (
      <NotFoundInPlace>
        <JobNotFound />
      </NotFoundInPlace>
    )
  }
  if (!draft)
    return (
      <JobView job={job}>
        <JsonLd data={jobPostingData(job, await getSiteSettings(locale), locale)} />
      </JobView>
    )
  // Staff in the CMS's live preview: the job, maybe never published, follows the form as it is typed.
  return (
    <>
      <DraftNotice path={localizePath(jobUrl(job.id), locale)} />
      <LiveDocument initialData={job} serverURL={env.serverUrl} render={renderLiveJob}>
        <JobView job={job} />
      </LiveDocument>
    </>
  )
}

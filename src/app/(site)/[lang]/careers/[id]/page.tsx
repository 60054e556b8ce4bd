import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { LiveDocument } from '@/components/livePreview/LiveDocument.client'
import { env } from '@/lib/env'
import { renderLiveJob } from '@/lib/livePreview/renderLive'
import { jobPostingData } from '@/lib/structuredData'
import { JsonLd } from '@/components/content/JsonLd'
import { getJob, getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/pageMetadata'
import { contentMessages } from '@/components/content/messages'
import { resolveLocale } from '@/lib/i18n/requestLocale'
import { isUntranslated } from '@/lib/i18n/translation'
import { JobView } from './JobView'

type Args = { params: Promise<{ lang: string; id: string }> }

export const dynamicParams = true
export function generateStaticParams(): { id: string }[] {
  return []
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const { id } = await params
  const job = await getJob(id, locale)
  if (!job) return { title: { absolute: contentMessages(locale).job.notFoundTitle }, robots: { index: false } }
  return pageMetadata({ description: job.description }, `${job.title} (${job.location})`, `/careers/${job.id}`, await getSiteSettings(locale), {
    untranslated: isUntranslated(job, locale),
  })
}

/** SPEC §2 job detail: every field of the job, two Apply buttons, a back link. */
export default async function JobPage({ params }: Args) {
  const locale = await resolveLocale(params)
  const { id } = await params
  const [job, settings] = await Promise.all([getJob(id, locale), getSiteSettings(locale)])
  if (!job) notFound()
  const view = (
    <JobView job={job}>
      <JsonLd data={jobPostingData(job, settings)} />
    </JobView>
  )
  // Staff in the CMS's live preview: the job follows the form as it is typed.
  if ((await draftMode()).isEnabled)
    return (
      <LiveDocument initialData={job} serverURL={env.serverUrl} render={renderLiveJob}>
        {view}
      </LiveDocument>
    )
  return view
}

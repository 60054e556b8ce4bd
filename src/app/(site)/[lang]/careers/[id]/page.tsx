import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ArrowLeft, Briefcase, Clock, MapPin } from 'lucide-react'
import { jobPostingData } from '@/lib/structuredData'
import { JsonLd } from '@/components/content/JsonLd'
import { getJob, getSiteSettings } from '@/lib/content'
import { pageMetadata } from '@/lib/pageMetadata'
import type { Job } from '@/payload-types'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale, resolveLocale } from '@/lib/i18n/requestLocale'
import { isUntranslated } from '@/lib/i18n/translation'

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

function DetailList({ heading, items }: { heading: string; items: Job['responsibilities'] }) {
  return (
    <section className="mt-10">
      <h2 className="text-2xl font-bold text-slate-900">{heading}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-800">
        {(items ?? []).map((entry) => (
          <li key={entry.id ?? entry.item}>{entry.item}</li>
        ))}
      </ul>
    </section>
  )
}

function ApplyButton() {
  // The spec does not say what "Apply" does; it goes to the contact form (README lists this).
  return (
    <Link href={localizePath('/contact', getRequestLocale())} className="inline-flex rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
      {contentMessages().job.apply}
    </Link>
  )
}

/** SPEC §2 job detail: every field of the job, two Apply buttons, a back link. */
export default async function JobPage({ params }: Args) {
  const locale = await resolveLocale(params)
  const { id } = await params
  const [job, settings] = await Promise.all([getJob(id, locale), getSiteSettings(locale)])
  if (!job) notFound()
  const text = contentMessages(locale).job
  return (
    <article className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
      <Link href={localizePath('/careers', locale)} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {text.back}
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{job.title}</h1>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-slate-700">
        <div className="flex items-center gap-2">
          <Briefcase aria-hidden="true" className="h-4 w-4" />
          <dt className="sr-only">{text.department}</dt>
          <dd>{job.department}</dd>
        </div>
        <div className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="h-4 w-4" />
          <dt className="sr-only">{text.location}</dt>
          <dd>{job.location}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock aria-hidden="true" className="h-4 w-4" />
          <dt className="sr-only">{text.type}</dt>
          <dd>{text.types[job.type]}</dd>
        </div>
      </dl>
      <div className="mt-8">
        <ApplyButton />
      </div>
      <section className="mt-10">
        <h2 className="text-2xl font-bold text-slate-900">{text.purpose}</h2>
        <p className="mt-4 whitespace-pre-line text-slate-800">{job.description}</p>
      </section>
      <DetailList heading={text.responsibilities} items={job.responsibilities} />
      <DetailList heading={text.qualifications} items={job.qualifications} />
      <DetailList heading={text.competencies} items={job.competencies} />
      <div className="mt-12 rounded-xl bg-slate-50 p-6 text-center">
        <p className="text-lg text-slate-800">{text.closing}</p>
        <div className="mt-4">
          <ApplyButton />
        </div>
      </div>
      <JsonLd data={jobPostingData(job, settings)} />
    </article>
  )
}

import Link from 'next/link'
import { Briefcase, Clock, MapPin } from 'lucide-react'
import { Section } from '@/components/content/Section'
import { getJobs } from '@/data/content'
import { jobUrl } from '@/lib/documentUrls'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import type { JobOpeningsBlock as JobOpeningsBlockData } from '@/payload-types'

/** The open positions (published jobs), each linking to /careers/{id}. */
export async function JobOpeningsBlock(block: JobOpeningsBlockData) {
  const jobs = await getJobs()
  return (
    <Section id={block.anchor} heading={block.heading} intro={block.intro} tone="muted">
      {jobs.length ? (
        <ul className="mt-8 space-y-4">
          {jobs.map((job) => (
            <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="text-xl font-semibold text-slate-900">
                <Link
                  href={localizePath(jobUrl(job.id), getRequestLocale())}
                  className="hover:underline"
                >
                  {job.title}
                </Link>
              </h3>
              <ul
                aria-label={contentMessages().job.details}
                className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700"
              >
                <li className="flex items-center gap-1">
                  <Briefcase aria-hidden="true" className="h-4 w-4" />
                  {job.department}
                </li>
                <li className="flex items-center gap-1">
                  <MapPin aria-hidden="true" className="h-4 w-4" />
                  {job.location}
                </li>
                <li className="flex items-center gap-1">
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  {contentMessages().job.types[job.type]}
                </li>
              </ul>
              <p className="mt-3 line-clamp-2 text-slate-700">{job.description}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-slate-700">{block.emptyText}</p>
      )}
      <div className="mt-10 rounded-xl bg-white p-6 text-center">
        {block.generalApplicationText ? (
          <p className="text-slate-800">{block.generalApplicationText}</p>
        ) : null}
        {block.generalApplicationHref && block.generalApplicationLabel ? (
          <Link
            href={block.generalApplicationHref}
            className="mt-4 inline-flex rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {block.generalApplicationLabel}
          </Link>
        ) : null}
      </div>
    </Section>
  )
}

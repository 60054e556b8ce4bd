import Link from 'next/link'
import type { ReactNode } from 'react'
import { ArrowLeft, Briefcase, Clock, MapPin, type LucideIcon } from 'lucide-react'
import type { Job } from '@/payload-types'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'

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

/** One fact of the job; the icon sits in the term (HTML allows only dt and dd in a dl group). */
function JobFact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{value}</dd>
    </div>
  )
}

function ApplyButton() {
  // The spec does not say what "Apply" does; it goes to the contact form (docs/decisions.md lists this).
  return (
    <Link
      href={localizePath('/contact', getRequestLocale())}
      className="inline-flex rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
    >
      {contentMessages().job.apply}
    </Link>
  )
}

/** Every field of the job, two Apply buttons, a back link. */
export function JobView({ job, children }: { job: Job; children?: ReactNode }) {
  const text = contentMessages().job
  return (
    <article className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
      <Link
        href={localizePath('/careers', getRequestLocale())}
        className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {text.back}
      </Link>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900">{job.title}</h1>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-slate-700">
        <JobFact icon={Briefcase} label={text.department} value={job.department} />
        <JobFact icon={MapPin} label={text.location} value={job.location} />
        <JobFact icon={Clock} label={text.type} value={text.types[job.type]} />
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
      {children}
    </article>
  )
}

import Link from 'next/link'
import { ArrowLeft } from 'lucide-react'
import { LiteVideo } from '@/components/content/LiteVideo.client'
import { PrintButton } from '@/components/content/PrintButton.client'
import { slugify } from '@/components/content/Section'
import { cn } from '@/lib/cn'
import type { CaseStudy } from '@/payload-types'
import { contentMessages } from '@/components/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { fillIn } from '@/lib/i18n/fillIn'
import { localizePath } from '@/lib/i18n/paths'

type StorySection = NonNullable<CaseStudy['sections']>[number]

function Quotes({ quotes, heading }: { quotes: CaseStudy['quotes']; heading?: string | null }) {
  if (!quotes?.length) return null
  return (
    <section aria-labelledby={heading ? 'testimonials' : undefined} className="mt-12 space-y-6">
      {heading ? (
        <h2 id="testimonials" className="text-2xl font-bold text-slate-900">
          {heading}
        </h2>
      ) : null}
      {quotes.map((quote, index) => (
        <figure
          key={quote.id ?? index}
          className="rounded-xl border-l-4 border-brand-700 bg-brand-50 p-6"
        >
          <blockquote className="text-lg text-slate-900">“{quote.quote}”</blockquote>
          <figcaption className="mt-3 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{quote.name}</span>
            {quote.role ? `, ${quote.role}` : null}
          </figcaption>
        </figure>
      ))}
    </section>
  )
}

function Section({ section }: { section: StorySection }) {
  const id = slugify(section.heading)
  return (
    <section aria-labelledby={id} className="mt-12 break-inside-avoid-page">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {section.heading}
      </h2>
      {section.body ? (
        <p className="mt-4 whitespace-pre-line text-lg leading-8 text-slate-800">{section.body}</p>
      ) : null}
      {section.items?.length ? (
        <ul
          className={cn(
            'mt-6',
            section.style === 'cards'
              ? 'grid gap-4 md:grid-cols-2'
              : 'list-disc space-y-2 pl-6 text-slate-800',
          )}
        >
          {section.items.map((item, index) =>
            section.style === 'cards' ? (
              <li key={item.id ?? index} className="rounded-xl border border-slate-200 p-5">
                {item.title ? <h3 className="font-semibold text-slate-900">{item.title}</h3> : null}
                <p className="mt-1 text-slate-700">{item.text}</p>
              </li>
            ) : (
              <li key={item.id ?? index}>
                {item.title ? (
                  <strong className="font-semibold text-slate-900">{item.title}: </strong>
                ) : null}
                {item.text}
              </li>
            ),
          )}
        </ul>
      ) : null}
    </section>
  )
}

/** The story: back link, optional print button, quick stats, video, sections, quotes, calls to action. */
export function CaseStudyView({ study, locale }: { study: CaseStudy; locale: Locale }) {
  const text = contentMessages(locale).caseStudy
  const href = (path: string) => localizePath(path, locale)
  const sections = study.sections ?? []
  const quotesAt = study.quotesAfter
    ? sections.findIndex((section) => section.heading === study.quotesAfter)
    : -1
  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
            <Link
              href={href('/resources/case-studies')}
              className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {text.back}
            </Link>
            {study.printable ? <PrintButton label={text.downloadPdf} /> : null}
          </div>
          <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-brand-700">
            {study.category}
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {study.title}
          </h1>
          {study.subtitle ? (
            <p className="mt-6 text-lg leading-8 text-slate-700">{study.subtitle}</p>
          ) : null}
          {study.location ? <p className="mt-3 text-slate-700">{study.location}</p> : null}
          {study.stats?.length ? (
            <dl
              aria-label={text.quickStats}
              className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4"
            >
              {study.stats.map((stat, index) => (
                <div
                  key={stat.id ?? index}
                  className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center"
                >
                  <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
                  <dd className="text-2xl font-bold text-brand-700">{stat.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-4xl px-4 pb-16 sm:px-6 lg:px-8">
        {study.video?.videoId ? (
          <div className="print:hidden">
            <LiteVideo
              videoId={study.video.videoId}
              title={study.video.title || study.title}
              playLabel={fillIn(contentMessages(locale).video.play, {
                title: study.video.title || study.title,
              })}
            />
          </div>
        ) : null}
        {sections.map((section, index) => (
          <div key={section.id ?? index}>
            <Section section={section} />
            {index === quotesAt ? (
              <Quotes quotes={study.quotes} heading={study.quotesHeading} />
            ) : null}
          </div>
        ))}
        {quotesAt === -1 ? <Quotes quotes={study.quotes} heading={study.quotesHeading} /> : null}
        <aside
          aria-label={text.nextSteps}
          className="mt-16 rounded-2xl bg-brand-900 p-8 text-center print:hidden"
        >
          <p className="text-2xl font-bold text-white">{text.closing}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              href={href('/demo')}
              className="rounded-md bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {text.requestDemo}
            </Link>
            <Link
              href={href('/pricing')}
              className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {text.viewPricing}
            </Link>
          </div>
        </aside>
      </div>
    </article>
  )
}

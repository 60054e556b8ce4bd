import Link from 'next/link'
import { Check } from 'lucide-react'
import { Section } from '@/components/content/Section'
import { getCaseStudies } from '@/data/content'
import { caseStudyUrl } from '@/lib/documentUrls'
import { contentMessages } from '@/components/content/messages'
import { fillIn } from '@/lib/i18n/fillIn'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import type { CaseStudyCardsBlock as CaseStudyCardsBlockData } from '@/payload-types'

/** Case story cards: category, title, description, three highlights and a link. */
export async function CaseStudyCardsBlock({ heading, intro, linkLabel }: CaseStudyCardsBlockData) {
  const studies = await getCaseStudies()
  const text = contentMessages().caseStudy
  // One level under the block's heading; under the page's h1 when the block has none.
  const Title = heading ? 'h3' : 'h2'
  return (
    <Section heading={heading} intro={intro}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {studies.map((study) => (
          <li
            key={study.id}
            className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm"
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {study.category}
            </p>
            <Title className="mt-2 text-xl font-semibold text-slate-900">{study.title}</Title>
            <p className="mt-3 text-slate-700">{study.description}</p>
            <ul
              aria-label={fillIn(text.highlightsOf, { title: study.title })}
              className="mt-4 flex-1 space-y-2"
            >
              {study.highlights.map((highlight) => (
                <li key={highlight.id ?? highlight.text} className="flex gap-2 text-slate-800">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  {highlight.text}
                </li>
              ))}
            </ul>
            <Link
              href={localizePath(caseStudyUrl(study.slug), getRequestLocale())}
              className="mt-6 self-start font-semibold text-brand-700 hover:underline"
            >
              {linkLabel || text.readStory}
              <span className="sr-only">: {study.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

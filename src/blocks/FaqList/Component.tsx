import { contentMessages } from '@/components/content/messages'
import { FAQ_CATEGORIES } from '@/lib/faqCategories'
import { CmsLinks } from '@/components/content/CmsLink'
import { JsonLd } from '@/components/content/JsonLd'
import { Accordion, type AccordionGroup } from '@/components/ui/accordion.client'
import { getFaqs, getSiteSettings } from '@/data/content'
import type { Faq, FaqListBlock as FaqListBlockData } from '@/payload-types'

type Props = FaqListBlockData & {
  /** In place of the published FAQs: the live preview of an FAQ being edited. */
  faqs?: Faq[]
}

/** Every published FAQ by category in a single-open accordion, with FAQPage structured data. */
export async function FaqListBlock({ heading, intro, note, links, faqs: givenFaqs }: Props) {
  const [faqs, settings] = await Promise.all([givenFaqs ?? getFaqs(), getSiteSettings()])
  const headings = contentMessages().faq.categories
  const groups: AccordionGroup[] = FAQ_CATEGORIES.map((category) => ({
    id: category.value,
    heading: headings[category.value],
    items: faqs
      .filter((faq) => faq.category === category.value)
      .map((faq) => ({ id: String(faq.id), title: faq.question, content: <p>{faq.answer}</p> })),
  })).filter((group) => group.items.length > 0)
  return (
    <section aria-label={heading || contentMessages().faq.label} className="bg-white">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
        {heading ? <p className="text-2xl font-semibold text-slate-900">{heading}</p> : null}
        {intro ? <p className="mt-3 text-lg text-slate-700">{intro}</p> : null}
        <Accordion groups={groups} />
        {note || links?.length ? (
          <div className="mt-12 rounded-xl bg-slate-50 p-6 text-center">
            {note ? <p className="text-lg text-slate-800">{note}</p> : null}
            <CmsLinks links={links} settings={settings} className="mt-4 justify-center" />
          </div>
        ) : null}
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map((faq) => ({
            '@type': 'Question',
            name: faq.question,
            acceptedAnswer: { '@type': 'Answer', text: faq.answer },
          })),
        }}
      />
    </section>
  )
}

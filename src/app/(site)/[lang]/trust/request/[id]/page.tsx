import type { Metadata } from 'next'
import Link from 'next/link'
import { DefinedForm } from '@/forms/DefinedForm.client'
import { NotFoundInPlace } from '@/components/site/NotFoundInPlace'
import { formWords } from '@/lib/forms/words'
import { formatLongDate } from '@/lib/dates'
import { languageName } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { getRequestableDocument } from '@/data/trust/listing'
import { TRUST_PATH } from '@/lib/trust/links'
import { trustMessages } from '@/lib/trust/messages'
import RequestNotFound from './not-found'

type Args = { params: Promise<{ lang: string; id: string }> }

export const dynamicParams = true
export function generateStaticParams(): { id: string }[] {
  return []
}

async function load(params: Args['params']) {
  const locale = await resolveLocale(params)
  const { id } = await params
  return { locale, doc: await getRequestableDocument(id, locale) }
}

// Kept out of search engines: the page exists to be reached from the trust centre.
export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { locale, doc } = await load(params)
  const t = trustMessages(locale)
  return {
    title: doc ? `${t.requestTitle}: ${doc.title}` : t.notFoundTitle,
    robots: { index: false, follow: true },
  }
}

/** The request form for one on-request trust document, with what the document is. */
export default async function DocumentRequestPage({ params }: Args) {
  const { locale, doc } = await load(params)
  if (!doc) {
    return (
      <NotFoundInPlace>
        <RequestNotFound />
      </NotFoundInPlace>
    )
  }
  const t = trustMessages(locale)
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <Link
        href={localizePath(TRUST_PATH, locale)}
        className="text-sm font-semibold text-brand-700 underline"
      >
        {t.back}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t.requestTitle}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-xl font-semibold text-slate-900">{doc.title}</h2>
        {doc.summary ? <p className="mt-2 text-slate-700">{doc.summary}</p> : null}
        <p className="mt-3 text-sm text-slate-600">
          PDF · {languageName(doc.language, locale)} · {t.version(doc.version)} ·{' '}
          {formatLongDate(doc.issuedOn, locale)}
        </p>
      </div>
      <p className="mt-6 text-slate-700">{t.requestIntro}</p>
      <div className="mt-8">
        <DefinedForm words={formWords('documentRequest', locale)} given={{ document: doc.id }} />
      </div>
    </section>
  )
}

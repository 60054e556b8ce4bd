import Link from 'next/link'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'

/** An unknown job id. */
export default function JobNotFound() {
  const locale = getRequestLocale()
  const text = contentMessages(locale).job
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-slate-900">{text.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{text.notFoundText}</p>
      <Link
        href={localizePath('/careers', locale)}
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {text.back}
      </Link>
    </section>
  )
}

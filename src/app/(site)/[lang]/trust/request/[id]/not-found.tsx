import Link from 'next/link'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'
import { TRUST_PATH } from '@/lib/trust/links'
import { trustMessages } from '@/lib/trust/messages'

/** An id that names no document open to requests. */
export default function RequestNotFound() {
  const locale = getRequestLocale()
  const t = trustMessages(locale)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-slate-900">{t.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{t.notFoundText}</p>
      <Link
        href={localizePath(TRUST_PATH, locale)}
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t.back}
      </Link>
    </section>
  )
}

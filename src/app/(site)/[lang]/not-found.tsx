import Link from 'next/link'
import { siteMessages } from '@/components/site/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'

export default function NotFound() {
  const locale = getRequestLocale()
  const text = siteMessages(locale)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold text-brand-700">404</h1>
      <p className="mt-4 text-xl text-slate-700">{text.notFoundText}</p>
      <Link
        href={localizePath('/', locale)}
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {text.returnHome}
      </Link>
    </section>
  )
}

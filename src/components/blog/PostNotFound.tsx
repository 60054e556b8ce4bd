import Link from 'next/link'
import { contentMessages } from '@/components/content/messages'
import { localizePath } from '@/lib/i18n/paths'
import { getRequestLocale } from '@/data/i18n/requestLocale'

/** Shown for a missing post and when WordPress fails. */
export function PostNotFound() {
  const text = contentMessages().blog
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{text.postNotFound}</h1>
      <p className="mt-4 text-lg text-slate-700">{text.postNotFoundText}</p>
      <Link
        href={localizePath('/resources', getRequestLocale())}
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {text.backToResources}
      </Link>
    </section>
  )
}

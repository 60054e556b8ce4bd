import Link from 'next/link'
import type { ContentMessages } from '@/components/content/messages'
import type { Locale } from '@/lib/i18n/locales'
import { localizePath } from '@/lib/i18n/paths'

/** What an expired, revoked or unknown draft link shows (the proxy answers it with 410). */
export function DraftLinkExpired({
  text,
  locale,
}: {
  text: ContentMessages['draftLink']
  locale: Locale
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{text.expiredTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{text.expiredText}</p>
      <Link
        href={localizePath('/', locale)}
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {text.home}
      </Link>
    </section>
  )
}

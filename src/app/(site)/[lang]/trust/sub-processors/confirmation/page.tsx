import type { Metadata } from 'next'
import Link from 'next/link'
import { NewsletterNotice } from '@/components/newsletter/NewsletterNotice'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/lib/i18n/requestLocale'
import { SUB_PROCESSORS_PATH } from '@/lib/subProcessors/links'
import { subProcessorText } from '@/lib/subProcessors/messages'

type Args = { params: Promise<{ lang: string }>; searchParams: Promise<{ result?: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** Where the confirmation link lands (GET /api/trust/sub-processors/confirm): confirmed, or the link had expired. */
export default async function SubProcessorConfirmationPage({ params, searchParams }: Args) {
  const locale = await resolveLocale(params)
  const text = subProcessorText(locale)
  const confirmed = (await searchParams).result === 'confirmed'
  return (
    <NewsletterNotice title={confirmed ? text.confirmedTitle : text.invalidTitle}>
      <p>{confirmed ? text.confirmedBody : text.invalidBody}</p>
      <p>
        <Link href={localizePath(SUB_PROCESSORS_PATH, locale)} className="font-semibold text-brand-700 underline">
          {text.backToList}
        </Link>
      </p>
    </NewsletterNotice>
  )
}

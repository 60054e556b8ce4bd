import type { Metadata } from 'next'
import { NewsletterNotice } from '@/components/newsletter/NewsletterNotice'
import { newsletterText } from '@/lib/newsletter/messages'
import { resolveLocale } from '@/lib/i18n/requestLocale'

type Args = { params: Promise<{ lang: string }>; searchParams: Promise<{ result?: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** Where the confirmation link lands (GET /api/newsletter/confirm): confirmed, or the link had expired. */
export default async function NewsletterConfirmationPage({ params, searchParams }: Args) {
  const text = newsletterText(await resolveLocale(params))
  const confirmed = (await searchParams).result === 'confirmed'
  return (
    <NewsletterNotice title={confirmed ? text.confirmedTitle : text.invalidTitle}>
      <p>{confirmed ? text.confirmedBody : text.invalidBody}</p>
    </NewsletterNotice>
  )
}

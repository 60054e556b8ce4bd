import type { Metadata } from 'next'
import { NewsletterNotice } from '@/components/newsletter/NewsletterNotice'
import { resolveLocale } from '@/lib/i18n/requestLocale'
import { getPayloadClient } from '@/lib/payload'
import { UNSUBSCRIBE_API_PATH } from '@/lib/subProcessors/links'
import { subProcessorText } from '@/lib/subProcessors/messages'
import { subscriberOfUnsubscribeLink } from '@/lib/subProcessors/subscriptions'

type Args = { params: Promise<{ lang: string }>; searchParams: Promise<{ s?: string; t?: string }> }

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The unsubscribe link's page: one button, a plain form that POSTs to the List-Unsubscribe URL
 * (works without JavaScript), then this page again showing that it is done. Opening it changes nothing.
 */
export default async function SubProcessorUnsubscribePage({ params, searchParams }: Args) {
  const text = subProcessorText(await resolveLocale(params))
  const { s = '', t = '' } = await searchParams
  const subscriber = await subscriberOfUnsubscribeLink(await getPayloadClient(), { s, t })
  if (!subscriber) {
    return (
      <NewsletterNotice title={text.unknownLinkTitle}>
        <p>{text.unknownLinkBody}</p>
      </NewsletterNotice>
    )
  }
  if (subscriber.status === 'unsubscribed') {
    return (
      <NewsletterNotice title={text.unsubscribedTitle}>
        <p>{text.unsubscribedBody(subscriber.email)}</p>
      </NewsletterNotice>
    )
  }
  return (
    <NewsletterNotice title={text.unsubscribeTitle}>
      <p>{text.unsubscribeBody(subscriber.email)}</p>
      <form method="post" action={`${UNSUBSCRIBE_API_PATH}?${new URLSearchParams({ s, t })}`}>
        <button
          type="submit"
          className="rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {text.unsubscribeButton}
        </button>
      </form>
    </NewsletterNotice>
  )
}

import Link from 'next/link'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/lib/i18n/requestLocale'
import type { OptInList } from '@/lib/optInLists/list'
import { getPayloadClient } from '@/lib/payload'
import { OptInNotice } from './OptInNotice'

type PageArgs<Query> = { params: Promise<{ lang: string }>; searchParams: Promise<Query> }

/** Where a list's confirmation link lands (its `paths.confirmApi`): confirmed, or the link had expired. */
export function confirmationPage(list: OptInList) {
  return async function ConfirmationPage({ params, searchParams }: PageArgs<{ result?: string }>) {
    const locale = await resolveLocale(params)
    const text = list.text(locale)
    const confirmed = (await searchParams).result === 'confirmed'
    return (
      <OptInNotice title={confirmed ? text.confirmedTitle : text.invalidTitle}>
        <p>{confirmed ? text.confirmedBody : text.invalidBody}</p>
        {list.paths.list && text.backToList ? (
          <p>
            <Link href={localizePath(list.paths.list, locale)} className="font-semibold text-brand-700 underline">
              {text.backToList}
            </Link>
          </p>
        ) : null}
      </OptInNotice>
    )
  }
}

/**
 * A list's unsubscribe page: one button, a plain form that POSTs to the List-Unsubscribe URL
 * (works without JavaScript), then this page again showing that it is done. Opening it changes nothing.
 */
export function unsubscribePage(list: OptInList) {
  return async function UnsubscribePage({ params, searchParams }: PageArgs<{ s?: string; t?: string }>) {
    const text = list.text(await resolveLocale(params))
    const { s = '', t = '' } = await searchParams
    const subscriber = await list.subscriberOfUnsubscribeLink(await getPayloadClient(), { s, t })
    if (!subscriber) {
      return (
        <OptInNotice title={text.unknownLinkTitle}>
          <p>{text.unknownLinkBody}</p>
        </OptInNotice>
      )
    }
    if (subscriber.status === 'unsubscribed') {
      return (
        <OptInNotice title={text.unsubscribedTitle}>
          <p>{text.unsubscribedBody(subscriber.email)}</p>
        </OptInNotice>
      )
    }
    return (
      <OptInNotice title={text.unsubscribeTitle}>
        <p>{text.unsubscribeBody(subscriber.email)}</p>
        <form method="post" action={`${list.paths.unsubscribeApi}?${new URLSearchParams({ s, t })}`}>
          <button
            type="submit"
            className="rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {text.unsubscribeButton}
          </button>
        </form>
      </OptInNotice>
    )
  }
}

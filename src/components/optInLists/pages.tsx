import Link from 'next/link'
import { localizePath } from '@/lib/i18n/paths'
import { resolveLocale } from '@/data/i18n/requestLocale'
import { linkQuery, readLinkParams, type OptInList } from '@/lib/optInLists/list'
import { getPayloadClient } from '@/data/payload'
import { OptInNotice } from './OptInNotice'

type PageArgs<Query> = { params: Promise<{ lang: string }>; searchParams: Promise<Query> }

/** A page's query without the names it lacks; a repeated name counts once (Next gives an array). */
const definedOnly = (
  query: Record<string, string | string[] | undefined>,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  )

/**
 * Where a list's confirmation link lands (its `paths.confirmApi` sends it here). With the link's
 * `s`, `e` and `t`: one button, a plain form that POSTs to the link (works without JavaScript);
 * opening the page changes nothing, so a mail scanner that fetches the link confirms nothing.
 * With `result`: what the POST did, confirmed or the link had expired.
 */
export function confirmationPage(list: OptInList) {
  return async function ConfirmationPage({
    params,
    searchParams,
  }: PageArgs<Record<string, string | string[] | undefined>>) {
    const locale = await resolveLocale(params)
    const text = list.text(locale)
    const query = await searchParams
    const link = readLinkParams(new URLSearchParams(definedOnly(query)))
    const result = typeof query.result === 'string' ? query.result : undefined
    const subscriber = result
      ? null
      : await list.subscriberOfConfirmLink(await getPayloadClient(), link)
    if (subscriber && subscriber.status === 'pending') {
      return (
        <OptInNotice title={text.confirmPageTitle}>
          <p>{text.confirmPageBody(subscriber.email)}</p>
          <form method="post" action={`${list.paths.confirmApi}?${linkQuery(link)}`}>
            <button
              type="submit"
              className="rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {text.confirmButton}
            </button>
          </form>
        </OptInNotice>
      )
    }
    const confirmed = result === 'confirmed' || subscriber?.status === 'confirmed'
    return (
      <OptInNotice title={confirmed ? text.confirmedTitle : text.invalidTitle}>
        <p>{confirmed ? text.confirmedBody : text.invalidBody}</p>
        {list.paths.list && text.backToList ? (
          <p>
            <Link
              href={localizePath(list.paths.list, locale)}
              className="font-semibold text-brand-700 underline"
            >
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
  return async function UnsubscribePage({
    params,
    searchParams,
  }: PageArgs<Record<string, string | string[] | undefined>>) {
    const text = list.text(await resolveLocale(params))
    const { s, token } = readLinkParams(new URLSearchParams(definedOnly(await searchParams)))
    const subscriber = await list.subscriberOfUnsubscribeLink(await getPayloadClient(), {
      s,
      token,
    })
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
        <form method="post" action={`${list.paths.unsubscribeApi}?${linkQuery({ s, token })}`}>
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

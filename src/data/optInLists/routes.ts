import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/data/payload'
import {
  linkQuery,
  localizedPath,
  readLinkParams,
  type OptInList,
  type OptInSubscriber,
} from '@/lib/optInLists/list'

type Options = { getPayload?: () => Promise<Payload> }

const noStore = { 'cache-control': 'no-store' }

const redirect = (path: string) =>
  new Response(null, { status: 303, headers: { location: `${env.serverUrl}${path}`, ...noStore } })

const plainText = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...noStore },
  })

const linkParams = (request: Request) => readLinkParams(new URL(request.url).searchParams)

/**
 * `<paths.confirmApi>?s&e&t`, the confirmation email's link. GET changes nothing: mail gateways
 * fetch every link of an incoming message, so it only shows the confirmation page, whose one
 * button (a plain form, no script needed) POSTs here. POST confirms, then shows the page's result.
 */
export function confirmHandlers(list: OptInList, { getPayload = getPayloadClient }: Options = {}) {
  const languageOf = (request: Request, subscriber: OptInSubscriber | null) =>
    subscriber?.language ?? new URL(request.url).searchParams.get('lang')
  return {
    GET: async (request: Request): Promise<Response> => {
      const params = linkParams(request)
      const subscriber = await list.subscriberOfConfirmLink(await getPayload(), params)
      return redirect(
        `${localizedPath(languageOf(request, subscriber), list.paths.confirmationPage)}?${linkQuery(params)}`,
      )
    },
    POST: async (request: Request): Promise<Response> => {
      const subscriber = await list.confirmSubscription(await getPayload(), linkParams(request))
      const page = localizedPath(languageOf(request, subscriber), list.paths.confirmationPage)
      return redirect(`${page}?result=${subscriber ? 'confirmed' : 'expired'}`)
    },
  }
}

const ONE_CLICK = /(^|&)List-Unsubscribe=One-Click(&|$)/

/**
 * `<paths.unsubscribeApi>?s&t`, the List-Unsubscribe URL. POST unsubscribes at once, with no
 * session: a mail client's one-click POST (RFC 8058) gets a plain 200, the page's button is sent
 * back to the page. GET shows the page, whose one button POSTs here.
 */
export function unsubscribeHandlers(
  list: OptInList,
  { getPayload = getPayloadClient }: Options = {},
) {
  const pageOf = (request: Request, language: string | null | undefined) => {
    const { s, token } = linkParams(request)
    return `${localizedPath(language, list.paths.unsubscribePage)}?${linkQuery({ s, token })}`
  }
  return {
    GET: async (request: Request): Promise<Response> => {
      const subscriber = await list.subscriberOfUnsubscribeLink(
        await getPayload(),
        linkParams(request),
      )
      return redirect(pageOf(request, subscriber?.language))
    },
    POST: async (request: Request): Promise<Response> => {
      const payload = await getPayload()
      const subscriber = await list.subscriberOfUnsubscribeLink(payload, linkParams(request))
      const body = (await request.text()).slice(0, 2_000)
      if (!subscriber) return plainText(404, 'This unsubscribe link is not valid.')
      await list.unsubscribe(payload, subscriber)
      if (ONE_CLICK.test(body.trim())) return plainText(200, 'Unsubscribed.')
      return redirect(pageOf(request, subscriber.language))
    },
  }
}

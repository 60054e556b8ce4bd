import type { Payload } from 'payload'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { localizedPath } from './links'
import { confirmSubscription, subscriberOfUnsubscribeLink, unsubscribe } from './subscriptions'

type Options = { getPayload?: () => Promise<Payload> }

const redirect = (path: string) =>
  new Response(null, {
    status: 303,
    headers: { location: `${env.serverUrl}${path}`, 'cache-control': 'no-store' },
  })

const linkParams = (request: Request) => {
  const query = new URL(request.url).searchParams
  return { s: query.get('s'), e: query.get('e'), t: query.get('t') }
}

/** `GET /api/newsletter/confirm?s&e&t`: confirms, then shows the confirmation page (or the expired one). */
export function confirmHandler({ getPayload = getPayloadClient }: Options = {}) {
  return async (request: Request): Promise<Response> => {
    const payload = await getPayload()
    const subscriber = await confirmSubscription(payload, linkParams(request))
    const lang = new URL(request.url).searchParams.get('lang')
    const page = localizedPath(subscriber?.language ?? lang, '/newsletter/confirmation')
    return redirect(`${page}?result=${subscriber ? 'confirmed' : 'expired'}`)
  }
}

const ONE_CLICK = /(^|&)List-Unsubscribe=One-Click(&|$)/

/**
 * `/api/newsletter/unsubscribe?s&t`, the List-Unsubscribe URL. POST unsubscribes at once, with
 * no session: a mail client's one-click POST (RFC 8058) gets a plain 200, the page's button is
 * sent back to the page. GET shows the page, whose one button POSTs here.
 */
export function unsubscribeHandlers({ getPayload = getPayloadClient }: Options = {}) {
  const pageOf = (request: Request, language: string | null | undefined) => {
    const query = new URL(request.url).searchParams
    const params = new URLSearchParams({ s: query.get('s') ?? '', t: query.get('t') ?? '' })
    return `${localizedPath(language, '/newsletter/unsubscribe')}?${params}`
  }
  return {
    GET: async (request: Request): Promise<Response> => {
      const subscriber = await subscriberOfUnsubscribeLink(await getPayload(), linkParams(request))
      return redirect(pageOf(request, subscriber?.language))
    },
    POST: async (request: Request): Promise<Response> => {
      const payload = await getPayload()
      const subscriber = await subscriberOfUnsubscribeLink(payload, linkParams(request))
      const body = (await request.text()).slice(0, 2_000)
      if (!subscriber) {
        return new Response('This unsubscribe link is not valid.', {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        })
      }
      await unsubscribe(payload, subscriber)
      if (ONE_CLICK.test(body.trim())) {
        return new Response('Unsubscribed.', {
          status: 200,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        })
      }
      return redirect(pageOf(request, subscriber.language))
    },
  }
}

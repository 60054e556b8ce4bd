import type { Payload } from 'payload'
import type { NewsletterSubscriber } from '@/payload-types'
import { isValidConfirmToken, isValidUnsubscribeToken } from './tokens'

type LinkParams = { s?: string | null; e?: string | null; t?: string | null }

async function subscriberById(
  payload: Payload,
  id: string | null | undefined,
): Promise<NewsletterSubscriber | null> {
  if (!id || !/^\d{1,12}$/.test(id)) return null
  return payload.findByID({
    collection: 'newsletter-subscribers',
    id: Number(id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}

/**
 * Opens a confirmation link: a pending subscriber becomes confirmed (which delivers them to the
 * sales tools); a confirmed one stays so. An expired, forged or unsubscribed link confirms nothing.
 */
export async function confirmSubscription(
  payload: Payload,
  params: LinkParams,
): Promise<NewsletterSubscriber | null> {
  const subscriber = await subscriberById(payload, params.s)
  if (!subscriber || !params.t || !isValidConfirmToken(subscriber, Number(params.e), params.t))
    return null
  if (subscriber.status === 'confirmed') return subscriber
  if (subscriber.status !== 'pending') return null
  return payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

/** The subscriber an unsubscribe link names, if its token is theirs. */
export async function subscriberOfUnsubscribeLink(
  payload: Payload,
  params: LinkParams,
): Promise<NewsletterSubscriber | null> {
  const subscriber = await subscriberById(payload, params.s)
  return subscriber && params.t && isValidUnsubscribeToken(subscriber, params.t) ? subscriber : null
}

/** Stops every newsletter to the subscriber; the row stays, with its consent record, as the opt-out. */
export async function unsubscribe(
  payload: Payload,
  subscriber: NewsletterSubscriber,
): Promise<void> {
  if (subscriber.status === 'unsubscribed') return
  await payload.update({
    collection: 'newsletter-subscribers',
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  payload.logger.info(`newsletter subscriber ${subscriber.id} unsubscribed`)
}

import type { Payload } from 'payload'
import type { TrustSubscriber } from '@/payload-types'
import { runDueJobs } from '@/lib/email'
import type { Locale } from '@/lib/i18n/locales'
import { isOwnPath } from '@/lib/safeReturnPath'
import { confirmationEmail } from './emails'
import { tokens } from './links'
import { subProcessorText } from './messages'
import { inTransaction } from './transaction'

const COLLECTION = 'trust-subscribers'

/** A pending address that subscribes again is sent a new confirmation at most this often. */
export const RESEND_AFTER_MS = 5 * 60 * 1000

/**
 * `sent`: a confirmation was emailed (a new address, one back after unsubscribing, or a pending
 * one whose last link is older than RESEND_AFTER_MS). `unchanged`: confirmed already, or a link
 * went out minutes ago. The visitor is told the same either way.
 */
export type SubscribeOutcome = 'sent' | 'unchanged'

type Request = { email: string; language: Locale; page?: string | null }

const findByEmail = async (payload: Payload, email: string) =>
  (await payload.find({ collection: COLLECTION, where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })).docs[0] as
    | TrustSubscriber
    | undefined

const linkSentRecently = (subscriber: TrustSubscriber, now: number) => {
  const sent = Date.parse(subscriber.consent?.agreedAt ?? '')
  return Number.isFinite(sent) && now - sent < RESEND_AFTER_MS
}

/** What the visitor agreed to, when and where: the subscriber's consent record. */
const consentOf = (request: Request) => ({
  agreedAt: new Date().toISOString(),
  page: isOwnPath(request.page) ? request.page : null,
  wording: subProcessorText(request.language).consentWording,
})

/**
 * Subscribes an address to the sub-processor list's changes with double opt-in: stored (or made
 * pending again) with a fresh consent record, and emailed a confirmation link in the same
 * transaction. A confirmed address, or one emailed a link minutes ago, is left alone.
 */
export async function subscribe(payload: Payload, request: Request): Promise<SubscribeOutcome> {
  const email = request.email.trim().toLowerCase()
  const existing = await findByEmail(payload, email)
  if (existing && (existing.status === 'confirmed' || (existing.status === 'pending' && linkSentRecently(existing, Date.now())))) return 'unchanged'
  try {
    await inTransaction(payload, async (req) => {
      const data = { email, language: request.language, status: 'pending' as const, confirmedAt: null, unsubscribedAt: null, consent: consentOf(request) }
      const subscriber = existing
        ? await payload.update({ collection: COLLECTION, id: existing.id, data, depth: 0, overrideAccess: true, req })
        : await payload.create({ collection: COLLECTION, data, depth: 0, overrideAccess: true, req })
      await payload.jobs.queue({ task: 'sendEmail', input: confirmationEmail(subscriber), req })
    })
  } catch (error) {
    // Two requests for one new address at once: the unique index lets one in, which sent the link.
    if (!existing && (await findByEmail(payload, email))) return 'unchanged'
    throw error
  }
  void runDueJobs(payload)
  if (existing) payload.logger.info(`sub-processor subscriber ${existing.id} subscribed again (was ${existing.status}): confirmation sent`)
  return 'sent'
}

type LinkParams = { s?: string | null; e?: string | null; t?: string | null }

async function subscriberById(payload: Payload, id: string | null | undefined): Promise<TrustSubscriber | null> {
  if (!id || !/^\d{1,12}$/.test(id)) return null
  return payload.findByID({ collection: COLLECTION, id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
}

/** Opens a confirmation link: a pending subscriber becomes confirmed; an expired, forged or unsubscribed link confirms nothing. */
export async function confirmSubscription(payload: Payload, params: LinkParams): Promise<TrustSubscriber | null> {
  const subscriber = await subscriberById(payload, params.s)
  if (!subscriber || !params.t || !tokens.isValidConfirmToken(subscriber, Number(params.e), params.t)) return null
  if (subscriber.status === 'confirmed') return subscriber
  if (subscriber.status !== 'pending') return null
  return payload.update({
    collection: COLLECTION,
    id: subscriber.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

/** The subscriber an unsubscribe link names, if its token is theirs. */
export async function subscriberOfUnsubscribeLink(payload: Payload, params: LinkParams): Promise<TrustSubscriber | null> {
  const subscriber = await subscriberById(payload, params.s)
  return subscriber && params.t && tokens.isValidUnsubscribeToken(subscriber, params.t) ? subscriber : null
}

/** Stops every notice to the subscriber; the row stays, with its consent record, as the opt-out. */
export async function unsubscribe(payload: Payload, subscriber: TrustSubscriber): Promise<void> {
  if (subscriber.status === 'unsubscribed') return
  await payload.update({
    collection: COLLECTION,
    id: subscriber.id,
    data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  payload.logger.info(`sub-processor subscriber ${subscriber.id} unsubscribed`)
}

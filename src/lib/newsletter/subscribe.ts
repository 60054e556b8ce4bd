import type { Payload } from 'payload'
import type { NewsletterSubscriber } from '@/payload-types'
import type { Locale } from '@/lib/i18n/locales'
import { consentRecord } from './consent'
import type { LeadSource } from '@/lib/leadSource/schema'
import { toStoredSource } from '@/lib/leadSource/stored'

/** A pending address that subscribes again is sent a new confirmation at most this often. */
export const RESEND_AFTER_MS = 5 * 60 * 1000

export type Subscription = {
  /**
   * `new`: a first subscription. `again`: an unsubscribed address back. `reminded`: a pending
   * address sent a fresh link. `unchanged`: confirmed already, or pending with a link sent
   * within RESEND_AFTER_MS: nothing is sent.
   */
  outcome: 'new' | 'again' | 'reminded' | 'unchanged'
  subscriber: Pick<NewsletterSubscriber, 'id' | 'email' | 'status'>
}

type Request = { email: string; language: Locale; page?: string | null; source?: LeadSource }

const findByEmail = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as NewsletterSubscriber | undefined

const linkSentRecently = (subscriber: NewsletterSubscriber, now: number) => {
  const sent = Date.parse(subscriber.consent?.agreedAt ?? '')
  return Number.isFinite(sent) && now - sent < RESEND_AFTER_MS
}

/**
 * Subscribes an address with double opt-in. A new address is stored `pending` with its consent
 * record. An unsubscribed address, or a pending one whose last link is older than a few minutes
 * (it may have expired or been lost), becomes `pending` again with a fresh consent record. The
 * collection's hook emails a confirmation link for every fresh consent record; a confirmed
 * address is left alone and gets no second email.
 */
export async function subscribe(payload: Payload, request: Request): Promise<Subscription> {
  const email = request.email.trim().toLowerCase()
  const existing = await findByEmail(payload, email)
  if (!existing) {
    try {
      const subscriber = await payload.create({
        collection: 'newsletter-subscribers',
        data: {
          email,
          language: request.language,
          consent: { page: request.page ?? null },
          ...(request.source ? { source: toStoredSource(request.source) } : {}),
        },
        depth: 0,
        overrideAccess: true,
      })
      return { outcome: 'new', subscriber }
    } catch (error) {
      // Two requests for the same address at once: the unique index lets one in; the other is fine too.
      const stored = await findByEmail(payload, email)
      if (stored) return { outcome: 'unchanged', subscriber: stored }
      throw error
    }
  }
  if (
    existing.status === 'confirmed' ||
    (existing.status === 'pending' && linkSentRecently(existing, Date.now()))
  ) {
    return { outcome: 'unchanged', subscriber: existing }
  }
  const subscriber = await payload.update({
    collection: 'newsletter-subscribers',
    id: existing.id,
    data: {
      status: 'pending',
      language: request.language,
      confirmedAt: null,
      unsubscribedAt: null,
      consent: await consentRecord(payload, request.language, { page: request.page }),
      // Subscribing again is a new lead (delivered once confirmed): it brings its own source.
      ...(request.source ? { source: toStoredSource(request.source) } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  payload.logger.info(
    `newsletter subscriber ${existing.id} subscribed again (was ${existing.status}): confirmation sent`,
  )
  return { outcome: existing.status === 'unsubscribed' ? 'again' : 'reminded', subscriber }
}

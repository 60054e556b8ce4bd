import type { Payload } from 'payload'
import type { TrustSubscriber } from '@/payload-types'
import { runDueJobs } from '@/lib/email'
import type { Locale } from '@/lib/i18n/locales'
import { isOwnPath } from '@/lib/safeReturnPath'
import { subProcessorList } from './list'
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
  (
    await payload.find({
      collection: COLLECTION,
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as TrustSubscriber | undefined

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
  if (
    existing &&
    (existing.status === 'confirmed' ||
      (existing.status === 'pending' && linkSentRecently(existing, Date.now())))
  )
    return 'unchanged'
  try {
    await inTransaction(payload, async (req) => {
      const data = {
        email,
        language: request.language,
        status: 'pending' as const,
        confirmedAt: null,
        unsubscribedAt: null,
        consent: consentOf(request),
      }
      const subscriber = existing
        ? await payload.update({
            collection: COLLECTION,
            id: existing.id,
            data,
            depth: 0,
            overrideAccess: true,
            req,
          })
        : await payload.create({
            collection: COLLECTION,
            data,
            depth: 0,
            overrideAccess: true,
            req,
          })
      await payload.jobs.queue({
        task: 'sendEmail',
        input: subProcessorList.confirmationEmail(subscriber),
        req,
      })
    })
  } catch (error) {
    // Two requests for one new address at once: the unique index lets one in, which sent the link.
    if (!existing && (await findByEmail(payload, email))) return 'unchanged'
    throw error
  }
  void runDueJobs(payload)
  if (existing)
    payload.logger.info(
      `sub-processor subscriber ${existing.id} subscribed again (was ${existing.status}): confirmation sent`,
    )
  return 'sent'
}

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import type { NewsletterSubscriber } from '@/payload-types'
import { localeOrDefault } from '@/lib/i18n/locales'
import { queueEmailWith } from '@/lib/email'
import { queueLeadDeliveries } from '@/lib/leads/queueDeliveries'
import { consentRecord } from '@/lib/newsletter/consent'
import { newsletterList } from '@/lib/newsletter/list'

/**
 * Gives a new subscriber their consent record (see consentRecord): a page or form named by the
 * caller (`data.consent`) is kept. Subscribing again renews it (src/lib/newsletter/subscribe.ts).
 */
export const recordConsent: CollectionBeforeChangeHook<NewsletterSubscriber> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const language = localeOrDefault(data.language)
  return {
    ...data,
    status: 'pending',
    consent: await consentRecord(req.payload, language, data.consent ?? {}, req),
  }
}

/**
 * Each fresh consent record of a pending subscriber (a new address, or one subscribing again)
 * is sent the double opt-in email, queued with the row (one transaction).
 */
export const sendConfirmationOnConsent: CollectionAfterChangeHook<NewsletterSubscriber> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const freshConsent =
    doc.consent?.agreedAt && doc.consent.agreedAt !== previousDoc?.consent?.agreedAt
  if (doc.status !== 'pending' || !freshConsent || req.context.skipNewsletterConfirmation)
    return doc
  await queueEmailWith(req, newsletterList.confirmationEmail(doc))
  return doc
}

/** Only a confirmed subscriber is a lead: delivered to the sales tools when confirmed. */
export const deliverLeadOnConfirm: CollectionAfterChangeHook<NewsletterSubscriber> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (
    doc.status !== 'confirmed' ||
    previousDoc?.status === 'confirmed' ||
    req.context.skipLeadDelivery
  )
    return doc
  await queueLeadDeliveries(req.payload, 'newsletter', doc.id, req)
  return doc
}

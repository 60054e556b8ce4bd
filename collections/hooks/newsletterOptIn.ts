import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import type { NewsletterSubscriber } from '@/payload-types'
import { isLocale, DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { runDueJobs } from '@/lib/email'
import { queueLeadDeliveries } from '@/lib/leads/queueDeliveries'
import { consentWording } from '@/lib/newsletter/consent'
import { confirmationEmail } from '@/lib/newsletter/emails'
import { newsletterText } from '@/lib/newsletter/messages'

/**
 * Keeps the subscriber's consent record: when, through which form and page, in which language,
 * and the words shown. A page or form named by the caller (`data.consent`) is kept.
 */
export const recordConsent: CollectionBeforeChangeHook<NewsletterSubscriber> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const language = isLocale(data.language) ? data.language : DEFAULT_LOCALE
  const given = data.consent ?? {}
  return {
    ...data,
    status: 'pending',
    consent: {
      agreedAt: new Date().toISOString(),
      form: given.form || newsletterText(language).consentForm,
      page: given.page || req.headers?.get('referer') || null,
      language,
      wording: given.wording || (await consentWording(req.payload, language, req)),
    },
  }
}

/**
 * A new subscriber is sent the double opt-in email, queued with the row (one transaction). Only
 * a new row gets one: subscribing an address again stores nothing, so sends nothing.
 */
export const sendConfirmationOnCreate: CollectionAfterChangeHook<NewsletterSubscriber> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.context.skipNewsletterConfirmation) return doc
  await req.payload.jobs.queue({ task: 'sendEmail', input: confirmationEmail(doc), req })
  // The job is visible once this transaction commits; the queue's tick picks it up if this is early.
  setTimeout(() => void runDueJobs(req.payload), 100).unref()
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

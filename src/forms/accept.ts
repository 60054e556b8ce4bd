import type { CollectionSlug, Payload } from 'payload'
import { queueEmail } from '@/lib/email'
import { env } from '@/lib/env'
import {
  contactNotification,
  demoRequestNotification,
  newsletterNotification,
  quoteRequestNotification,
  type Notification,
} from './notifications'
import type { Locale } from '@/lib/i18n/locales'
import type { Contact, DemoRequest, Newsletter, QuoteRequest } from './schemas'

type Inbox = 'sales' | 'contact' | 'newsletter'

const cmsLink = (collection: CollectionSlug, id: number | string) => `${env.serverUrl}/cms/collections/${collection}/${id}`

/**
 * Queues the notification to the inbox named in site settings. The submission is already
 * stored: a missing inbox is logged for staff to fix, never turned into a failed submission.
 */
async function notify(payload: Payload, inbox: Inbox, notification: Notification) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { inboxes: true } })
  const to = settings.inboxes?.[inbox]
  if (!to) {
    payload.logger.error(`no "${inbox}" inbox in site settings: "${notification.subject}" was stored but not emailed`)
    return
  }
  await queueEmail(payload, { to, ...notification })
}

/** Subscribing an address that is already subscribed is a success and sends nothing new. */
export async function acceptNewsletter(payload: Payload, data: Newsletter, language: Locale = 'en') {
  const email = data.email.toLowerCase()
  const findExisting = () =>
    payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })
  if ((await findExisting()).totalDocs > 0) return
  let id: number
  try {
    ;({ id } = await payload.create({ collection: 'newsletter-subscribers', data: { email, language }, depth: 0 }))
  } catch (error) {
    // Two requests for the same address at once: the unique index lets one in; the other is fine too.
    if ((await findExisting()).totalDocs > 0) return
    throw error
  }
  await notify(payload, 'newsletter', newsletterNotification({ email }, cmsLink('newsletter-subscribers', id)))
}

export async function acceptDemoRequest(payload: Payload, data: DemoRequest, language: Locale = 'en') {
  const { id } = await payload.create({ collection: 'demo-requests', data: { ...data, language, status: 'new' }, depth: 0 })
  await notify(payload, 'sales', demoRequestNotification(data, cmsLink('demo-requests', id)))
}

export async function acceptQuoteRequest(payload: Payload, data: QuoteRequest, language: Locale = 'en') {
  const { id } = await payload.create({ collection: 'quote-requests', data: { ...data, language, status: 'new' }, depth: 0 })
  await notify(payload, 'sales', quoteRequestNotification(data, cmsLink('quote-requests', id)))
}

export async function acceptContactMessage(payload: Payload, data: Contact, language: Locale = 'en') {
  const { id } = await payload.create({ collection: 'contact-messages', data: { ...data, language, status: 'new' }, depth: 0 })
  await notify(payload, 'contact', contactNotification(data, cmsLink('contact-messages', id)))
}

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
import type { LeadForm } from '@/lib/leads/forms'
import { notificationRecipient } from '@/lib/leads/routing'
import { subscribe } from '@/lib/newsletter/subscribe'
import { leadSourceSchema, type LeadSource } from '@/lib/leadSource/schema'
import { toStoredSource } from '@/lib/leadSource/stored'
import type { Contact, DemoRequest, Newsletter, QuoteRequest } from '@/lib/forms/schemas'

// Callers other than the forms' door (the seed, tests) store a submission without a source.
const noSource = () => leadSourceSchema.parse(undefined)

const cmsLink = (collection: CollectionSlug, id: number | string) => `${env.serverUrl}/cms/collections/${collection}/${id}`

const readRouting = (payload: Payload) =>
  payload.findGlobal({ slug: 'site-settings', depth: 0, select: { inboxes: true, notificationRoutes: true, crmName: true } })

/**
 * Queues the notification where site settings route this form (by country when the form asks
 * for one). The submission is already stored: a missing inbox is logged for staff to fix,
 * never turned into a failed submission.
 */
async function notify(payload: Payload, form: LeadForm, notification: Notification, country?: string) {
  const to = notificationRecipient(await readRouting(payload), form, country)
  if (!to) {
    payload.logger.error(`no inbox for "${form}" in site settings: "${notification.subject}" was stored but not emailed`)
    return
  }
  await queueEmail(payload, { to, ...notification })
}

/**
 * Subscribes with double opt-in (src/lib/newsletter/subscribe.ts). Sales hear of a new
 * subscription, or of an unsubscribed address back; a repeat of a pending or confirmed one is
 * a success that tells them nothing new.
 */
export async function acceptNewsletter(payload: Payload, data: Newsletter, language: Locale = 'en', source: LeadSource = noSource()) {
  const { outcome, subscriber } = await subscribe(payload, { email: data.email, language, page: data.page, source })
  if (outcome !== 'new' && outcome !== 'again') return
  const { crmName } = await readRouting(payload)
  await notify(payload, 'newsletter', newsletterNotification({ email: subscriber.email }, cmsLink('newsletter-subscribers', subscriber.id), crmName))
}

export async function acceptDemoRequest(payload: Payload, data: DemoRequest, language: Locale = 'en', source: LeadSource = noSource()) {
  const { id } = await payload.create({ collection: 'demo-requests', data: { ...data, language, status: 'new', source: toStoredSource(source) }, depth: 0 })
  await notify(payload, 'demo', demoRequestNotification(data, cmsLink('demo-requests', id)), data.country)
}

export async function acceptQuoteRequest(payload: Payload, data: QuoteRequest, language: Locale = 'en', source: LeadSource = noSource()) {
  const { id } = await payload.create({ collection: 'quote-requests', data: { ...data, language, status: 'new', source: toStoredSource(source) }, depth: 0 })
  await notify(payload, 'quote', quoteRequestNotification(data, cmsLink('quote-requests', id)), data.country)
}

export async function acceptContactMessage(payload: Payload, data: Contact, language: Locale = 'en', source: LeadSource = noSource()) {
  const { id } = await payload.create({ collection: 'contact-messages', data: { ...data, language, status: 'new', source: toStoredSource(source) }, depth: 0 })
  await notify(payload, 'contact', contactNotification(data, cmsLink('contact-messages', id)))
}

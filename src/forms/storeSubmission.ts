import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import { queueEmail } from '@/lib/email'
import { env } from '@/lib/env'
import { leadNotification, type Notification } from './notifications'
import type * as z from '@/lib/forms/zod'
import { storedFields, type FormDefinition } from '@/lib/forms/defineForm'
import { newsletter } from '@/lib/forms/definitions/newsletter'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { LeadForm } from '@/lib/leads/forms'
import { notificationRecipient } from '@/lib/leads/routing'
import { subscribe } from '@/lib/newsletter/subscribe'
import { leadSourceSchema, type LeadSource } from '@/lib/leadSource/schema'
import { toStoredSource } from '@/lib/leadSource/stored'
import type { Newsletter } from '@/lib/forms/schemas'

// Callers other than the forms' door (the seed, tests) store a submission without a source.
const noSource = () => leadSourceSchema.parse(undefined)

const cmsLink = (collection: CollectionSlug, id: number | string) =>
  `${env.serverUrl}/cms/collections/${collection}/${id}`

const readRouting = (payload: Payload) =>
  payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { inboxes: true, notificationRoutes: true, crmName: true },
  })
type Routing = Awaited<ReturnType<typeof readRouting>>

/**
 * Queues the notification where site settings route this form (by country when the form asks
 * for one). The submission is already stored: a missing inbox is logged for staff to fix,
 * never turned into a failed submission.
 */
async function notify(
  payload: Payload,
  form: LeadForm,
  notification: Notification,
  country?: string,
  routing?: Routing,
) {
  const to = notificationRecipient(routing ?? (await readRouting(payload)), form, country)
  if (!to) {
    payload.logger.error(
      `no inbox for "${form}" in site settings: "${notification.subject}" was stored but not emailed`,
    )
    return
  }
  await queueEmail(payload, { to, ...notification })
}

/**
 * Stores a submission in its form's collection as a new lead (with the collection's first status), then queues the notification its
 * definition describes: what a code-defined form does unless it has a way of its own.
 */
export function storeLead<Schema extends z.ZodMiniType>(
  definition: FormDefinition<Schema> & { name: LeadForm },
  status = 'new',
) {
  return async (
    payload: Payload,
    data: z.output<Schema>,
    language: Locale = DEFAULT_LOCALE,
    source: LeadSource = noSource(),
  ) => {
    const stored = {
      ...storedFields(definition, data as Record<string, unknown>),
      language,
      status,
      source: toStoredSource(source),
    }
    // Each form's collection has its fields under these names (its definition says so), with a status.
    const { id } = await payload.create({
      collection: definition.collection,
      data: stored as RequiredDataFromCollectionSlug<CollectionSlug>,
      depth: 0,
    })
    const country = definition.notification?.byCountry
      ? (data as { country?: string }).country
      : undefined
    await notify(
      payload,
      definition.name,
      leadNotification(definition, data, cmsLink(definition.collection, id)),
      country,
    )
  }
}

/**
 * Subscribes with double opt-in (src/lib/newsletter/subscribe.ts). Sales hear of a new
 * subscription, or of an unsubscribed address back; a repeat of a pending or confirmed one is
 * a success that tells them nothing new.
 */
export async function acceptNewsletter(
  payload: Payload,
  data: Newsletter,
  language: Locale = DEFAULT_LOCALE,
  source: LeadSource = noSource(),
) {
  const { outcome, subscriber } = await subscribe(payload, {
    email: data.email,
    language,
    page: data.page,
    source,
  })
  if (outcome !== 'new' && outcome !== 'again') return
  const routing = await readRouting(payload)
  const { crmName } = routing
  const status = [
    { label: 'Status', value: 'Added to the newsletter subscribers list in the CMS' },
    ...(crmName
      ? [{ label: 'CRM', value: `Delivered to ${crmName} once the subscriber confirms` }]
      : []),
  ]
  const notification = leadNotification(
    newsletter,
    { email: subscriber.email },
    cmsLink('newsletter-subscribers', subscriber.id),
    status,
  )
  await notify(payload, 'newsletter', notification, undefined, routing)
}

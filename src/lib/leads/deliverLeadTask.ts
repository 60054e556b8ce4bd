import type { LeadDelivery } from '@/payload-types'
import type { Payload, TaskConfig } from 'payload'
import type { AttemptResult } from './attempt'
import { giveUp } from './attempt'
import { hubspotConfig, MAX_ATTEMPTS, retryBaseDelayMs, webhookConfig } from './destinations'
import { BUILT_FORMS, DELIVERED_COLLECTIONS } from './forms'
import { sendToHubSpot } from './hubspot'
import {
  builtLeadBody,
  builtLeadContact,
  leadBody,
  type LeadBody,
  type LeadContact,
} from './leadBody'
import { sendWebhook } from './webhook'

/** One try at sending the submission, rebuilt from its stored row, to the delivery's destination. */
async function attemptDelivery(payload: Payload, delivery: LeadDelivery): Promise<AttemptResult> {
  const submission = await payload.findByID({
    collection: DELIVERED_COLLECTIONS[delivery.form],
    id: delivery.submissionId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!submission) return giveUp('the submission no longer exists')
  // The collection fixes the document's type; TypeScript cannot follow it through the lookup.
  let body: LeadBody
  let contact: LeadContact | undefined
  if (delivery.form === BUILT_FORMS) {
    body = builtLeadBody(submission as never)
    contact = builtLeadContact(submission as never)
  } else body = leadBody(delivery.form, submission as never)
  if (delivery.destination === 'webhook') {
    const config = webhookConfig()
    return config
      ? sendWebhook(config, body, delivery.webhookId)
      : giveUp('LEADS_WEBHOOK_URL or LEADS_WEBHOOK_SECRET is no longer set')
  }
  const config = hubspotConfig()
  return config
    ? sendToHubSpot(config, body, contact)
    : giveUp('HUBSPOT_ACCESS_TOKEN is no longer set')
}

// The same doubling Payload applies between a task's tries (2^(tries so far - 1) × base).
const nextTry = (attempt: number) =>
  new Date(Date.now() + 2 ** (attempt - 1) * retryBaseDelayMs()).toISOString()

/**
 * The job that delivers one lead to one destination (a `lead-deliveries` row). Each try records
 * its outcome on the row, where staff see it; a failure that may pass is thrown, and Payload runs
 * the job again after the back-off. After the tenth try, or a refusal no retry can change, the
 * delivery is `failed` and the job ends.
 */
export const deliverLeadTask: TaskConfig<'deliverLead'> = {
  slug: 'deliverLead',
  label: 'Deliver lead',
  // The row counts the tries and ends the job at MAX_ATTEMPTS; Payload's limit is one beyond, a backstop.
  retries: { attempts: MAX_ATTEMPTS, backoff: { type: 'exponential', delay: retryBaseDelayMs() } },
  inputSchema: [
    { name: 'delivery', type: 'number', required: true },
    { name: 'runToken', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const delivery = await payload.findByID({
      collection: 'lead-deliveries',
      id: input.delivery,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    // Delivered, given up, or handed to a newer job by "Deliver again": nothing left for this one.
    if (!delivery || delivery.runToken !== input.runToken || delivery.status !== 'pending') {
      return { output: { outcome: 'skipped' } }
    }
    const attempt = (delivery.attempts ?? 0) + 1
    const result = await attemptDelivery(payload, delivery)
    const record = (data: Partial<LeadDelivery>) =>
      payload.update({
        collection: 'lead-deliveries',
        id: delivery.id,
        data: { attempts: attempt, ...data },
        depth: 0,
        overrideAccess: true,
      })
    if (result.ok) {
      await record({
        status: 'delivered',
        deliveredAt: new Date().toISOString(),
        nextTryAt: null,
        lastError: null,
        result: result.note ?? null,
      })
      return { output: { outcome: 'delivered' } }
    }
    const what = `lead ${delivery.form} #${delivery.submissionId} to ${delivery.destination} (delivery ${delivery.id}, try ${attempt}/${MAX_ATTEMPTS})`
    if (!result.retry || attempt >= MAX_ATTEMPTS) {
      await record({ status: 'failed', nextTryAt: null, lastError: result.reason })
      payload.logger.error(`${what} failed for good: ${result.reason}`)
      return { output: { outcome: 'failed' } }
    }
    await record({ nextTryAt: nextTry(attempt), lastError: result.reason })
    payload.logger.warn(
      `${what} not delivered, tried again later: ${result.reason} (job ${job.id})`,
    )
    throw new Error(result.reason)
  },
}

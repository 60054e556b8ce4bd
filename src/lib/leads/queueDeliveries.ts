import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { configuredDestinations } from './destinations'
import type { DeliveredForm } from './forms'

/**
 * Gives a stored submission one delivery per configured destination, each a `deliverLead` job of
 * its own, so that a destination that fails never holds up another. Passing the request that
 * stored the submission keeps all of it in one transaction: the jobs exist if and only if the
 * submission does. A destination that already has a delivery of this submission is skipped.
 */
export async function queueLeadDeliveries(
  payload: Payload,
  form: DeliveredForm,
  submissionId: number,
  req?: PayloadRequest,
): Promise<void> {
  const destinations = configuredDestinations()
  if (destinations.length === 0) return
  const existing = await payload.find({
    collection: 'lead-deliveries',
    where: { and: [{ form: { equals: form } }, { submissionId: { equals: submissionId } }] },
    depth: 0,
    limit: destinations.length,
    overrideAccess: true,
    req,
  })
  const done = new Set(existing.docs.map((delivery) => delivery.destination))
  for (const destination of destinations) {
    if (done.has(destination)) continue
    const runToken = randomUUID()
    const delivery = await payload.create({
      collection: 'lead-deliveries',
      data: {
        form,
        submissionId,
        destination,
        status: 'pending',
        attempts: 0,
        webhookId: randomUUID(),
        runToken,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await payload.jobs.queue({
      task: 'deliverLead',
      input: { delivery: delivery.id, runToken },
      req,
    })
  }
}

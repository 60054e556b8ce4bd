import { randomUUID } from 'node:crypto'
import type { Endpoint } from 'payload'
import { mayDo } from '@/lib/roleMatrix'
import { runDueJobs } from '@/lib/email'

/**
 * `POST /api/lead-deliveries/:id/deliver-again` (whoever may read deliveries): starts the delivery over as a new one,
 * with a new X-Webhook-Id (a receiver that kept the first must not drop this one as a repeat)
 * and ten fresh tries. A job of the old run still queued finds the delivery no longer its own.
 */
export const deliverAgainEndpoint: Endpoint = {
  path: '/:id/deliver-again',
  method: 'post',
  handler: async (req) => {
    if (!mayDo(req.user, 'lead-deliveries', 'read'))
      return Response.json(
        { error: 'Only sales and admins may deliver leads again.' },
        { status: 403 },
      )
    const id = Number(req.routeParams?.id)
    const { payload } = req
    const existing = Number.isInteger(id)
      ? await payload.findByID({
          collection: 'lead-deliveries',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!existing) return Response.json({ error: 'No such delivery.' }, { status: 404 })
    const runToken = randomUUID()
    const delivery = await payload.update({
      collection: 'lead-deliveries',
      id,
      data: {
        status: 'pending',
        attempts: 0,
        nextTryAt: null,
        lastError: null,
        deliveredAt: null,
        result: null,
        webhookId: randomUUID(),
        runToken,
      },
      depth: 0,
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: 'deliverLead', input: { delivery: id, runToken } })
    void runDueJobs(payload)
    payload.logger.info(
      `lead delivery ${id} (${existing.destination}) started again by user ${req.user?.id}`,
    )
    return Response.json({ delivery }, { headers: { 'cache-control': 'no-store' } })
  },
}

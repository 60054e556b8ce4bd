import type { CollectionAfterChangeHook } from 'payload'
import { queueLeadDeliveries } from '@/lib/leads/queueDeliveries'
import type { DeliveredForm } from '@/lib/leads/forms'

/**
 * A new submission, however it was stored, is queued for the sales tools in the same
 * transaction. `req.context.skipLeadDelivery` leaves it out (imports, tests of other things).
 */
export const deliverLeadOnCreate =
  (form: DeliveredForm): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    if (operation !== 'create' || req.context.skipLeadDelivery) return doc
    await queueLeadDeliveries(req.payload, form, doc.id, req)
    return doc
  }

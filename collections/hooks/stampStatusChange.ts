import type { CollectionBeforeChangeHook } from 'payload'
import type { RecoveryApplication } from '@/payload-types'

/**
 * Records who made each change (kept in the version history) and, when the status changes
 * without an explicit time (an edit in /cms), when it changed.
 */
export const stampStatusChange: CollectionBeforeChangeHook<RecoveryApplication> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update') return data
  const next = { ...data }
  if (req.user) next.lastChangedBy = req.user.id
  const statusChanged =
    next.applicationStatus && next.applicationStatus !== originalDoc?.applicationStatus
  const timeGiven = next.statusUpdatedAt && next.statusUpdatedAt !== originalDoc?.statusUpdatedAt
  if (statusChanged && !timeGiven) next.statusUpdatedAt = new Date().toISOString()
  return next
}

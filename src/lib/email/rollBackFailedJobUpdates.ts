import type { Payload, UpdateJobs } from 'payload'

const guarded = new WeakSet<object>()

/**
 * Payload 3.90's job bookkeeping (`updateJobs` in payload/dist/queues/utilities/updateJob.js)
 * opens a transaction, asks the adapter for the update and commits, with nothing in between to
 * roll back: when the update fails, the transaction stays open for good, holding a pooled
 * connection and the job's row lock, and the runner's next update of that job (recording the
 * error) waits on that lock forever (payloadcms/payload#17912). This rolls it back, as the
 * upstream fix (payloadcms/payload#17979) does; the error still reaches Payload's runner.
 */
export function rollBackFailedJobUpdates(payload: Payload): void {
  const db = payload.db
  if (guarded.has(db) || typeof db.updateJobs !== 'function') return
  guarded.add(db)
  const update = db.updateJobs.bind(db)
  const guardedUpdate: UpdateJobs = async (args) => {
    try {
      return await update(args)
    } catch (error) {
      const transactionID = args.req?.transactionID
      if (transactionID !== undefined) {
        await db.rollbackTransaction(transactionID).catch((rollbackError: unknown) => {
          payload.logger.error({ err: rollbackError }, 'rolling back a failed job update failed')
        })
      }
      throw error
    }
  }
  db.updateJobs = guardedUpdate
}

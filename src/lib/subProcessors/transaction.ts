import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` in one database transaction, every Local API call given the `req` it receives: all
 * of its writes (a row and the emails queued for it) are committed together, or none.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Waits for a PostgreSQL advisory lock held until the transaction of `req` ends: two runs of the
 * same work, on one instance or several, then follow each other, the second seeing what the
 * first committed.
 */
export async function lockForTransaction(req: PayloadRequest, key: number): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const session = adapter.sessions[String(await req.transactionID)]
  if (!session) throw new Error('lockForTransaction needs a transaction (inTransaction)')
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(${key})`)
}

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Client } from 'pg'

/** First key of every job lock (`pg_try_advisory_lock(JOB_LOCK_CLASS, job id)`). */
export const JOB_LOCK_CLASS = 0x6a6f62 // "job"

export type JobLocks = {
  /**
   * Claims up to `limit` due jobs, `skip` aside, and locks each for this runner until `release`.
   * A `processing` job is due again once no session holds its lock: its runner is gone.
   */
  claim: (limit: number, skip: ReadonlySet<number>) => Promise<number[]>
  release: (id: number) => Promise<void>
  close: () => Promise<void>
}

// Two steps, each materialized, so that the lock is tried on exactly the rows picked (a lock
// tried in the UPDATE's own WHERE could be pushed down to rows it never updates), fresh jobs
// before orphans, and the rows stay locked until `processing` is written.
const CLAIM = `
  WITH due AS MATERIALIZED (
    SELECT id FROM payload_jobs
    WHERE completed_at IS NULL
      AND has_error IS NOT TRUE
      AND (wait_until IS NULL OR wait_until < now())
      AND NOT (id = ANY($2::int[]))
      AND NOT (task_slug::text = ANY($3::text[]))
    ORDER BY processing IS TRUE, created_at
    LIMIT $1
    FOR UPDATE SKIP LOCKED
  ), mine AS MATERIALIZED (
    SELECT id FROM due WHERE pg_try_advisory_lock(${JOB_LOCK_CLASS}, id)
  )
  UPDATE payload_jobs SET processing = true, updated_at = now()
  WHERE id IN (SELECT id FROM mine)
  RETURNING id`

const OWN_LOCKS = `
  SELECT objid::int AS id FROM pg_locks
  WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND classid = ${JOB_LOCK_CLASS} AND objsubid = 2`

/**
 * Job locks held on a connection of their own, outside the pool: session advisory locks live
 * exactly as long as that connection, so a runner that dies (process killed, network gone)
 * drops its claims with it, and no lock ever outlives its owner. Connects at the first claim.
 * Jobs of the `heldTasks` are never claimed: they stay queued.
 */
export function openJobLocks(payload: Payload, heldTasks: readonly string[] = []): JobLocks {
  const adapter = payload.db as unknown as PostgresAdapter
  let client: Client | null = null
  const held = new Set<number>()

  const connect = async (): Promise<Client> => {
    if (client) return client
    const fresh = new adapter.pg.Client(adapter.poolOptions)
    fresh.on('error', (error) => {
      // Its locks went with it; another runner may now take over the jobs still running here.
      payload.logger.error(
        { err: error },
        `job lock connection lost while holding ${held.size} job(s)`,
      )
      if (client === fresh) client = null
      held.clear()
    })
    await fresh.connect()
    client = fresh
    return fresh
  }

  // After a failed claim, locks it may have taken are ours without our knowing: hand them back.
  const releaseStrays = async (connection: Client) => {
    const { rows } = await connection.query<{ id: number }>(OWN_LOCKS)
    for (const { id } of rows) {
      if (!held.has(id))
        await connection.query('SELECT pg_advisory_unlock($1, $2)', [JOB_LOCK_CLASS, id])
    }
  }

  const claimNow = async (limit: number, skip: ReadonlySet<number>) => {
    const connection = await connect()
    try {
      const { rows } = await connection.query<{ id: number }>(CLAIM, [
        limit,
        [...skip, ...held],
        heldTasks,
      ])
      for (const { id } of rows) held.add(id)
      return rows.map(({ id }) => id)
    } catch (error) {
      await releaseStrays(connection).catch((releaseError: unknown) =>
        payload.logger.error(
          { err: releaseError },
          'releasing the locks of a failed job claim failed',
        ),
      )
      throw error
    }
  }

  // Advisory locks are re-entrant within a session: a claim sent before the previous one had
  // answered would take the same jobs again. One at a time, each skips what the last one took.
  let previous: Promise<unknown> = Promise.resolve()

  return {
    claim: (limit, skip) => {
      const claimed = previous.then(() => claimNow(limit, skip))
      previous = claimed.catch(() => undefined)
      return claimed
    },
    release: async (id) => {
      if (!held.delete(id) || !client) return
      await client.query('SELECT pg_advisory_unlock($1, $2)', [JOB_LOCK_CLASS, id])
    },
    close: async () => {
      const closing = client
      client = null
      held.clear()
      await closing?.end()
    },
  }
}

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

const BATCH = 10

type Claimed = { id: number | string }

/**
 * Claims due jobs with `FOR UPDATE SKIP LOCKED`: however many instances and ticks run at once,
 * each job goes to exactly one runner. (Payload's own `jobs.run` finds jobs, then marks them
 * processing in a second step, so two runners can both pick the same email and send it twice.)
 */
async function claimDueJobs(payload: Payload): Promise<Claimed[]> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const result = await drizzle.execute<Claimed>(sql`
    UPDATE payload_jobs SET processing = true, updated_at = now()
    WHERE id IN (
      SELECT id FROM payload_jobs
      WHERE completed_at IS NULL
        AND (has_error IS NULL OR has_error = false)
        -- A job left "processing" for ten minutes belonged to an instance that died mid-run.
        AND (processing IS NOT TRUE OR updated_at < now() - interval '10 minutes')
        AND (wait_until IS NULL OR wait_until < now())
      ORDER BY created_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id
  `)
  return result.rows
}

let running: Promise<void> | null = null
let again = false

async function drain(payload: Payload): Promise<void> {
  do {
    again = false
    for (let jobs = await claimDueJobs(payload); jobs.length; jobs = await claimDueJobs(payload)) {
      // runByID runs a job it is handed without re-checking `processing`: we own these. Silent:
      // the task logs its own failures in one line instead of Payload's whole job dump.
      await Promise.all(jobs.map(({ id }) => payload.jobs.runByID({ id, overrideAccess: true, silent: true })))
    }
  } while (again)
}

/**
 * Runs every due job until none is left, one drain at a time per process: a call while a drain
 * is under way asks it for another pass instead of starting a second one.
 */
export function runDueJobs(payload: Payload): Promise<void> {
  if (running) {
    again = true
    return running
  }
  running = drain(payload)
    .catch((error: unknown) => payload.logger.error({ err: error }, 'running queued jobs failed'))
    .finally(() => {
      running = null
    })
  return running
}

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

// Claimed together, run one by one: a batch keeps the claim queries few under a burst.
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

// Under load inside `next start`, Payload's runner was seen to stop after a job had finished its
// work, awaiting its own bookkeeping forever; one such job must not stall every later email.
const JOB_DEADLINE_MS = 60_000

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result after ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

let running: Promise<void> | null = null
let again = false

async function drain(payload: Payload): Promise<void> {
  do {
    again = false
    for (let jobs = await claimDueJobs(payload); jobs.length; jobs = await claimDueJobs(payload)) {
      // One job at a time: Payload's job updates hold a transaction while asking the pool for a
      // second connection, so ten at once can take the whole pool and wait on each other forever.
      for (const { id } of jobs) {
        // runByID runs a job it is handed without re-checking `processing`: we own these. Silent:
        // the task logs its own failures in one line instead of Payload's whole job dump.
        await withDeadline(payload.jobs.runByID({ id, overrideAccess: true, silent: true }), JOB_DEADLINE_MS).catch(
          (error: unknown) => payload.logger.error({ err: error }, `job ${id} did not finish; it is retried once its claim goes stale`),
        )
      }
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

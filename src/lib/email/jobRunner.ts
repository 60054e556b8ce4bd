import type { Payload } from 'payload'
import { expireTagsOverHttp } from '@/lib/revalidation/expireTagsOverHttp'
import { runAsJob } from '@/lib/revalidation/jobContext'
import { requestContext } from '@/lib/observability/requestContext'
import { emailDelivery } from './delivery'
import { openJobLocks, type JobLocks } from './jobLocks'
import { rollBackFailedJobUpdates } from './rollBackFailedJobUpdates'

// Jobs of one instance in flight at once. Each takes one pooled connection at a time (never a
// second while holding one), so these share the pool of 10 with the site's requests.
const JOB_CONCURRENCY = 5

type Runner = {
  locks: JobLocks
  draining: Promise<void> | null
  again: boolean
}

const runners = new WeakMap<Payload, Runner>()

function runnerFor(payload: Payload): Runner {
  let runner = runners.get(payload)
  if (!runner) {
    rollBackFailedJobUpdates(payload)
    // A production server without SMTP keeps its emails queued until SMTP_HOST is set.
    const heldTasks = emailDelivery() === 'held' ? ['sendEmail'] : []
    runner = { locks: openJobLocks(payload, heldTasks), draining: null, again: false }
    runners.set(payload, runner)
  }
  return runner
}

/**
 * Runs one claimed job through Payload's runner (task, retries, back-off, removal when done),
 * then gives up the claim. Silent: the task logs its own failures in one line instead of
 * Payload's whole job dump.
 */
async function runClaimed(payload: Payload, locks: JobLocks, id: number, failed: Set<number>) {
  try {
    // Marked as a job: a scheduled publish's hooks then expire their tags over HTTP, and again
    // once the job's writes are committed.
    const expireAgain = (tags: string[]) =>
      expireTagsOverHttp(tags).catch((error: unknown) =>
        payload.logger.error(
          { err: error },
          `expiring ${tags.join(', ')} after job ${id} failed; they expire within the hour`,
        ),
      )
    await runAsJob(
      () => payload.jobs.runByID({ id, overrideAccess: true, silent: true }),
      expireAgain,
    )
  } catch (error) {
    // Payload records task failures itself; this is its bookkeeping failing. Next pass retries.
    failed.add(id)
    payload.logger.error(
      { err: error },
      `job ${id} failed outside its task; it is retried on the next pass`,
    )
  } finally {
    await locks.release(id)
  }
}

/** One worker: claims a job, runs it, and again, until nothing is due. */
async function work(payload: Payload, locks: JobLocks, failed: Set<number>) {
  for (;;) {
    const [id] = await locks.claim(1, failed)
    if (id === undefined) return
    await runClaimed(payload, locks, id, failed)
  }
}

async function drain(payload: Payload, runner: Runner): Promise<void> {
  const { locks } = runner
  const failed = new Set<number>()
  do {
    runner.again = false
    await Promise.all(Array.from({ length: JOB_CONCURRENCY }, () => work(payload, locks, failed)))
  } while (runner.again)
}

/**
 * Runs every due job until none is left. Each job is claimed under a PostgreSQL advisory lock
 * held for its whole run, so however many instances share the queue, a job runs in one place at
 * a time, and a job whose instance died is taken over as soon as its lock is gone. One drain at a
 * time per instance: a call during a drain asks it for another pass.
 */
export function runDueJobs(payload: Payload): Promise<void> {
  const runner = runnerFor(payload)
  if (runner.draining) {
    runner.again = true
    return runner.draining
  }
  // Outside the request that kicked it: the drain runs other requests' jobs too, and its log
  // lines must not carry this request's id.
  runner.draining = requestContext
    .exit(() => drain(payload, runner))
    .catch((error: unknown) => payload.logger.error({ err: error }, 'running queued jobs failed'))
    .finally(() => {
      runner.draining = null
    })
  return runner.draining
}

/** Closes the instance's job lock connection (scripts and tests that end their Payload). */
export async function stopJobRunner(payload: Payload): Promise<void> {
  const runner = runners.get(payload)
  if (!runner) return
  runners.delete(payload)
  await runner.draining
  await runner.locks.close()
}

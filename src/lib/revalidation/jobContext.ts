import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Marks code running inside a queued job. Next's revalidateTag needs the store of a live
 * request; a job has none (or, through timers created during a request, a finished one, where a
 * revalidation would be dropped without a word). Hooks ask this to choose the HTTP route instead.
 * The job's store also keeps the tags its changes expired, to expire them once more when the job's
 * writes are committed (see expireAgainAfterJob).
 */
const insideJob = new AsyncLocalStorage<{ expired: Set<string> }>()

/** Runs a job; then, if it expired tags, hands them to `expireAgain` once its work is done. */
export async function runAsJob<T>(
  work: () => Promise<T>,
  expireAgain: (tags: string[]) => Promise<void>,
): Promise<T> {
  const store = { expired: new Set<string>() }
  try {
    return await insideJob.run(store, work)
  } finally {
    if (store.expired.size) await expireAgain([...store.expired])
  }
}

export function isInsideJob(): boolean {
  return insideJob.getStore() !== undefined
}

/**
 * A hook's tags, to expire again after the job: the hook runs before the job's transaction
 * commits, so a page rendered in between may have cached what was there before.
 */
export function expireAgainAfterJob(tags: string[]): void {
  const store = insideJob.getStore()
  for (const tag of tags) store?.expired.add(tag)
}

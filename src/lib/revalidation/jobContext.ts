import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Marks code running inside a queued job. Next's revalidateTag needs the store of a live
 * request; a job has none (or, through timers created during a request, a finished one, where a
 * revalidation would be dropped without a word). Hooks ask this to choose the HTTP route instead.
 */
const insideJob = new AsyncLocalStorage<true>()

export function runAsJob<T>(work: () => Promise<T>): Promise<T> {
  return insideJob.run(true, work)
}

export function isInsideJob(): boolean {
  return insideJob.getStore() === true
}

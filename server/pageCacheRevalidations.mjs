/**
 * How many times this process has expired cache tags. The page cache handler (loaded by Next)
 * counts; the server entry (a bundle of its own) reads the count: a global keyed by a registered
 * symbol is the one place both module copies share.
 */
const COUNT = Symbol.for('school-platform-site.page-cache.revalidations')

/** Called once a revalidation has reached the cache: whatever was rendered before it is out of date. */
export function countRevalidation() {
  globalThis[COUNT] = (globalThis[COUNT] ?? 0) + 1
}

/** The count so far; a render taken at one count is out of date once it has changed. */
export function revalidationCount() {
  return globalThis[COUNT] ?? 0
}

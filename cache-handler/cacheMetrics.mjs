/**
 * Counts a lookup of Next's page and data cache into the metrics /metrics serves. The registry
 * lives on the process (src/lib/observability/metrics.ts, created when the server entry starts);
 * this file is plain JavaScript because Next loads the cache handler as it is.
 */
const METRICS = Symbol.for('site.metrics')

const label = (kind) => String(kind ?? 'unknown').toLowerCase()

/** `kind` is Next's entry kind (APP_PAGE, FETCH, ...); a stale entry served counts as a hit. */
export function countCacheLookup(kind, hit) {
  globalThis[METRICS]?.cacheLookups.inc({ kind: label(kind), result: hit ? 'hit' : 'miss' })
}

/** Counts an entry stored (one the cache rules let through). */
export function countCacheWrite(kind) {
  globalThis[METRICS]?.cacheWrites.inc({ kind: label(kind) })
}

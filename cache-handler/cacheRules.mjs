/** What the page cache never keeps, whichever store it uses. */

import { NO_STORE_MARKER } from '../config/noStoreMarker.mjs'

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/** A 404 is rendered again each time: random paths cannot fill the cache, and none goes stale. */
export function isNotFoundResponse(value) {
  return Boolean(value && RESPONSE_KINDS.has(value.kind) && value.status === 404)
}

/**
 * A 5xx answer (the blog's feed while WordPress fails, say) is never stored: the next request tries
 * again, and an entry stored before the failure keeps being served meanwhile.
 */
export function isServerErrorResponse(value) {
  return Boolean(value && RESPONSE_KINDS.has(value.kind) && value.status >= 500)
}

/** A render that showed a fallback for a failed source (config/noStoreMarker.mjs). */
export function isDegradedRender(value) {
  return Boolean(
    value &&
    value.kind === 'APP_PAGE' &&
    typeof value.html === 'string' &&
    value.html.includes(NO_STORE_MARKER),
  )
}

/**
 * A route handler's answer that says `no-store` itself, as a share image's redirect from any
 * version but the current one does: whatever is asked for must not fill the cache.
 */
export function isMarkedNoStore(value) {
  return Boolean(
    value &&
    value.kind === 'APP_ROUTE' &&
    /\bno-store\b/.test(String(value.headers?.['cache-control'] ?? '')),
  )
}

/** Whether a cache entry may be stored at all. */
export function isStorable(value) {
  return (
    !isNotFoundResponse(value) &&
    !isServerErrorResponse(value) &&
    !isDegradedRender(value) &&
    !isMarkedNoStore(value)
  )
}

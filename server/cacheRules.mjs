/** What the page cache never keeps, whichever store it uses. */

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

/** A 404 is rendered again each time: random paths cannot fill the cache, and none goes stale. */
export function isNotFoundResponse(value) {
  return Boolean(value && RESPONSE_KINDS.has(value.kind) && value.status === 404)
}

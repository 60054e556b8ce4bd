/**
 * A page's path as stored in the `path` field: `/` for the home page, otherwise the URL path
 * without its leading and trailing slashes (`solutions/governments`).
 */
export function normalizePagePath(input: string): string {
  const trimmed = input.trim().replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

/** The catch-all's segments as a stored page path. */
export function pathFromSegments(segments: string[] | undefined): string {
  return normalizePagePath((segments ?? []).map(decodeURIComponent).join('/'))
}

/** The public URL path of a stored page path. */
export function urlOfPagePath(path: string): string {
  return path === '/' ? '/' : `/${path}`
}

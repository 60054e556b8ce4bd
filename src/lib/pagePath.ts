import { RESERVED_PAGE_SEGMENTS } from '../../config/paths.mjs'

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

/** Why a stored page path cannot be a page's address, or null when it can. */
export function pagePathProblem(path: string): string | null {
  if (path !== '/' && !/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path)) return 'Use / or lower-case words separated by slashes, e.g. solutions/governments.'
  const first = path.split('/')[0]
  if (RESERVED_PAGE_SEGMENTS.includes(first)) return `Addresses starting with ${first}/ belong to the site itself; choose another.`
  return null
}

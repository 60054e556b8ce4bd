import { RESERVED_PAGE_SEGMENTS } from '../../config/paths.mjs'

/** Why a stored page path cannot be a page's address, or null when it can. */
export function pagePathProblem(path: string): string | null {
  if (path !== '/' && !/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path))
    return 'Use / or lower-case words separated by slashes, e.g. solutions/governments.'
  const first = path.split('/')[0]
  if (RESERVED_PAGE_SEGMENTS.includes(first))
    return `Addresses starting with ${first}/ belong to the site itself; choose another.`
  return null
}

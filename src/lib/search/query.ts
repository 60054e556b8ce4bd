/** What a visitor typed, made safe to search with: the rules of /search's `q` and `page`. */

export const MAX_QUERY_LENGTH = 200
export const RESULTS_PER_PAGE = 20

type Param = string | string[] | undefined

function first(value: Param): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

/**
 * The query: control characters (PostgreSQL refuses a NUL in text) and surrounding spaces
 * removed, runs of spaces made one, then cut to 200 characters without splitting a character.
 */
export function readSearchQuery(value: Param): string {
  const cleaned = first(value)
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return Array.from(cleaned).slice(0, MAX_QUERY_LENGTH).join('').trim()
}

/** The page of results: a whole number from 1; anything else is page 1. */
export function readSearchPage(value: Param): number {
  const text = first(value)
  if (!/^\d{1,6}$/.test(text)) return 1
  const page = Number(text)
  return page >= 1 ? page : 1
}

import type { School } from '@/lib/schools'

/** School search: filter from 2 characters, at most 10 suggestions. */
export const MIN_QUERY_LENGTH = 2
export const MAX_SUGGESTIONS = 10

export type SchoolSearch =
  | { state: 'empty' }
  | { state: 'tooShort' }
  | { state: 'noMatches' }
  | { state: 'matches'; schools: School[] }

/** Matches the trimmed query, case-insensitively, against each school's name or country. */
export function filterSchools(schools: School[], query: string): SchoolSearch {
  const needle = query.trim().toLowerCase()
  if (!needle) return { state: 'empty' }
  if (needle.length < MIN_QUERY_LENGTH) return { state: 'tooShort' }
  const matches = schools
    .filter(
      (school) =>
        school.name.toLowerCase().includes(needle) ||
        school.institution_type.toLowerCase().includes(needle),
    )
    .slice(0, MAX_SUGGESTIONS)
  return matches.length ? { state: 'matches', schools: matches } : { state: 'noMatches' }
}

/** Where choosing a school takes the visitor: its own site. */
export function schoolUrl(school: School): string {
  return `https://${school.host}`
}

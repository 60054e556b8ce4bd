/** The finder's texts; those in quotes in SPEC §5 and §8 are written exactly as it writes them. */
export const FINDER_TEXT = {
  label: 'School name or country',
  placeholder: 'Start typing your school’s name',
  loading: 'Loading schools...',
  loadFailed: 'Unable to load schools. Please try again later.',
  tryAgain: 'Try Again',
  keepTyping: 'Keep typing...',
  noMatches: 'No schools found. Try a different spelling or check with your teacher.',
  suggestions: 'Schools',
  opensInNewTab: '(opens the school’s site in a new tab)',
} as const

export function matchesFound(count: number): string {
  return `${count} ${count === 1 ? 'school' : 'schools'} found. Use the arrow keys to choose.`
}

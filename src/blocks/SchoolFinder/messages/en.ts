/** The finder's words, in English; those the specification quotes are written exactly as it writes them. */
export const en = {
  label: 'School name or country',
  placeholder: 'Start typing your school’s name',
  loading: 'Loading schools...',
  loadFailed: 'Unable to load schools. Please try again later.',
  tryAgain: 'Try Again',
  keepTyping: 'Keep typing...',
  noMatches: 'No schools found. Try a different spelling or check with your teacher.',
  suggestions: 'Schools',
  opensInNewTab: '(opens the school’s site in a new tab)',
  matchesFound: (count: number) =>
    `${count} ${count === 1 ? 'school' : 'schools'} found. Use the arrow keys to choose.`,
}

export type FinderText = typeof en

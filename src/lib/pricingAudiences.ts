/** The pricing page's tabs: a tier's audience, and the tabs a pricing table shows. */
export const AUDIENCES = [
  { label: 'Schools', value: 'schools' },
  { label: 'Governments', value: 'governments' },
  { label: 'HigherEd', value: 'higher-ed' },
  { label: 'Corporates', value: 'corporates' },
  { label: 'TVET', value: 'tvet' },
]

import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('campaignProgress', {
  block: {
    heading: 'Campaign progress block',
    campaignTitle: 'A sample campaign',
    goal: 1000,
    raised: 250,
    contributors: 12,
    daysRemaining: 5,
    currency: 'USD',
  },
  visible: (main) => [
    region(main, 'Campaign progress block').getByRole('heading', {
      name: 'A sample campaign',
      exact: true,
    }),
    region(main, 'Campaign progress block').getByRole('progressbar', {
      name: 'Campaign progress',
      exact: true,
    }),
  ],
})

import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('jobOpenings', {
  block: {
    heading: 'Job openings block',
    generalApplicationText: 'No role for you yet?',
    generalApplicationLabel: 'Send a general application',
    generalApplicationHref: '/contact',
  },
  visible: (main) => [
    region(main, 'Job openings block').getByRole('heading', {
      name: 'Job openings block',
      exact: true,
    }),
    region(main, 'Job openings block').getByRole('link', {
      name: 'Send a general application',
      exact: true,
    }),
  ],
})

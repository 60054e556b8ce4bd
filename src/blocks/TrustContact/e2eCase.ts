import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('trustContact', {
  block: { heading: 'Trust contact block' },
  visible: (main) => [
    region(main, 'Trust contact block').getByText('99.95 % over the last 12 months', {
      exact: true,
    }),
    region(main, 'Trust contact block').getByRole('link', {
      name: 'security@simplifiededu.example',
      exact: true,
    }),
  ],
})

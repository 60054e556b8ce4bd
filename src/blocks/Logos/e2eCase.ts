import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('logos', {
  block: { heading: 'Logos block', items: [{ name: 'A partner in the logos block' }] },
  visible: (main) => [
    region(main, 'Logos block').getByText('A partner in the logos block', { exact: true }),
  ],
})

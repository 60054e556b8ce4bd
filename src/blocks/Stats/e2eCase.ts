import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('stats', {
  block: {
    heading: 'Stats block',
    useSiteFigures: false,
    items: [{ value: '97%', label: 'Figure of the stats block' }],
  },
  visible: (main) => [
    region(main, 'Stats block').getByText('Figure of the stats block', { exact: true }),
    region(main, 'Stats block').getByText('97%', { exact: true }),
  ],
})

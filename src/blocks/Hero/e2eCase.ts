import { blockCase } from '../e2eCase'

export const e2eCase = blockCase('hero', {
  block: {
    eyebrow: 'Every block',
    heading: 'A page holding every block',
    text: 'One of each block a marketer can place.',
  },
  visible: (main) => [
    main.getByRole('heading', { level: 1, name: 'A page holding every block', exact: true }),
  ],
})

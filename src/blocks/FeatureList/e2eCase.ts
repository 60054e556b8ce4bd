import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('featureList', {
  block: {
    heading: 'Feature list block',
    items: [{ title: 'A listed feature', text: 'What the feature does.' }],
  },
  visible: (main) => [
    region(main, 'Feature list block').getByRole('heading', {
      name: 'A listed feature',
      exact: true,
    }),
  ],
})

import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('steps', {
  block: {
    heading: 'Steps block',
    steps: [{ title: 'The first step', text: 'What happens first.' }],
  },
  visible: (main) => [
    region(main, 'Steps block').getByRole('heading', {
      name: 'Step 1: The first step',
      exact: true,
    }),
  ],
})

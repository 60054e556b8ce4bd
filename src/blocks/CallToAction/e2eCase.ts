import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('callToAction', {
  block: {
    heading: 'Call to action block',
    text: 'Talk to us.',
    links: [{ label: 'Call to action button', href: '/demo' }],
  },
  visible: (main) => [
    region(main, 'Call to action block').getByRole('link', {
      name: 'Call to action button',
      exact: true,
    }),
  ],
})

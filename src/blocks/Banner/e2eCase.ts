import { blockCase, region } from '../e2eCase'

export const e2eCase = blockCase('banner', {
  block: {
    style: 'alert',
    heading: 'Banner block notice',
    text: 'A strip that calls out one thing.',
    links: [{ label: 'Banner button', href: '/contact', appearance: 'primary' }],
  },
  visible: (main) => [
    region(main, 'Banner block notice').getByRole('heading', {
      name: 'Banner block notice',
      exact: true,
    }),
    region(main, 'Banner block notice').getByRole('link', { name: 'Banner button', exact: true }),
  ],
})

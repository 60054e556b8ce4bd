import { blockCase } from '../e2eCase'

export const e2eCase = blockCase('pricingTable', {
  block: {
    tabs: [
      {
        label: 'Schools',
        audience: 'schools',
        heading: 'Pricing table block',
        showTiers: true,
        tierLinks: [{ label: 'Get Started', href: '/demo' }],
      },
    ],
  },
  visible: (main) => [
    main.getByRole('tab', { name: 'Schools', exact: true }),
    main
      .getByRole('tabpanel', { name: 'Schools', exact: true })
      .getByRole('heading', { name: 'Pricing table block', exact: true }),
    main.getByRole('table', { name: 'Compare plans', exact: true }),
  ],
})

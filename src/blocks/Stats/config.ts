import type { Block } from 'payload'

export const block: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats', plural: 'Stats' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'useSiteFigures',
      type: 'checkbox',
      defaultValue: false,
      label: 'Show the headline figures from Site settings',
      admin: { description: 'When ticked, the figures below are ignored.' },
    },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'value', type: 'text', localized: true, required: true },
        { name: 'label', type: 'text', localized: true, required: true },
      ],
    },
  ],
}

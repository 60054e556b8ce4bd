import type { Block } from 'payload'

export const block: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  labels: { singular: 'Quotes', plural: 'Quotes' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'quotes',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'quote', type: 'textarea', localized: true, required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'role', type: 'text', localized: true },
      ],
    },
  ],
}

import type { Block } from 'payload'
import { linksField } from '../fields/linkField'

export const block: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'eyebrow',
      type: 'text',
      localized: true,
      admin: { description: 'Short line above the heading.' },
    },
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'The page heading (the one h1).' },
    },
    { name: 'text', type: 'textarea', localized: true },
    linksField(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'backLink',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', localized: true },
        { name: 'href', type: 'text' },
      ],
    },
  ],
}

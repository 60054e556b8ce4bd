import type { Block } from 'payload'
import { linksField } from '../shared/linkField'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'eyebrow', type: 'text', admin: { description: 'Short line above the heading.' } },
    { name: 'heading', type: 'text', required: true, admin: { description: 'The page heading (the one h1).' } },
    { name: 'text', type: 'textarea' },
    linksField(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'backLink', type: 'group', fields: [{ name: 'label', type: 'text' }, { name: 'href', type: 'text' }] },
  ],
}

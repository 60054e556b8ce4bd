import type { Block } from 'payload'
import { anchorField, linksField } from '../fields/linkField'

export const block: Block = {
  slug: 'featureList',
  interfaceName: 'FeatureListBlock',
  labels: { singular: 'Feature list', plural: 'Feature lists' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', localized: true, required: true },
        { name: 'text', type: 'textarea', localized: true },
      ],
    },
    linksField(),
  ],
}

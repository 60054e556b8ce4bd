import type { Block } from 'payload'

/** A form marketers built (Forms in the CMS), placed on a page with its own heading and intro. */
export const BuiltForm: Block = {
  slug: 'builtForm',
  interfaceName: 'BuiltFormBlockType',
  labels: { singular: 'Built form', plural: 'Built forms' },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, maxDepth: 0 },
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}

import type { Block } from 'payload'
import { BUILT_FORMS_TAG } from '@/lib/cacheTags'

/** A form marketers built (Forms in the CMS), placed on a page with its own heading and intro. */
export const block: Block = {
  slug: 'builtForm',
  interfaceName: 'BuiltFormBlockType',
  labels: { singular: 'Built form', plural: 'Built forms' },
  fields: [
    { name: 'form', type: 'relationship', relationTo: 'forms', required: true, maxDepth: 0 },
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [BUILT_FORMS_TAG]

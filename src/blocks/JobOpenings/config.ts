import type { Block } from 'payload'
import { anchorField } from '../fields/linkField'
import { JOBS_TAG } from '@/lib/cacheTags'

export const block: Block = {
  slug: 'jobOpenings',
  interfaceName: 'JobOpeningsBlock',
  labels: { singular: 'Job openings', plural: 'Job openings' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'emptyText',
      type: 'text',
      localized: true,
      defaultValue: 'There are no open positions right now.',
    },
    { name: 'generalApplicationText', type: 'textarea', localized: true },
    {
      name: 'generalApplicationLabel',
      type: 'text',
      localized: true,
      defaultValue: 'Submit General Application',
    },
    { name: 'generalApplicationHref', type: 'text', defaultValue: '/contact' },
  ],
}

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [JOBS_TAG]

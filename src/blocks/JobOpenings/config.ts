import type { Block } from 'payload'
import { anchorField } from '../shared/linkField'

export const JobOpeningsBlock: Block = {
  slug: 'jobOpenings',
  interfaceName: 'JobOpeningsBlock',
  labels: { singular: 'Job openings', plural: 'Job openings' },
  fields: [
    anchorField,
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'emptyText', type: 'text', defaultValue: 'There are no open positions right now.' },
    { name: 'generalApplicationText', type: 'textarea' },
    { name: 'generalApplicationLabel', type: 'text', defaultValue: 'Submit General Application' },
    { name: 'generalApplicationHref', type: 'text', defaultValue: '/contact' },
  ],
}

import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { published } from './access/published'
import { editorialAdmin, scheduledDrafts } from './fields/editorialAdmin'
import { revalidationHooks } from './hooks/revalidate'
import {
  announceSubProcessorChange,
  announceSubProcessorRemoval,
} from './hooks/subProcessorNotices'
import { SUB_PROCESSORS_TAG } from '@/lib/cacheTags'
import type { SubProcessor } from '@/payload-types'

const revalidateSubProcessors = revalidationHooks<SubProcessor>({
  name: (doc) => `sub-processor ${doc.name}`,
  tags: [SUB_PROCESSORS_TAG],
})

/**
 * The companies that process customers' data for us. The published list is the table on
 * /trust/sub-processors, its RSS feed, and the notice subscribers receive when it changes.
 */
export const SubProcessors: CollectionConfig = {
  slug: 'sub-processors',
  labels: { singular: 'Sub-processor', plural: 'Sub-processors' },
  access: matrixAccess('sub-processors', published),
  admin: {
    group: 'Trust centre',
    useAsTitle: 'name',
    defaultColumns: ['name', 'dataLocation', 'since', '_status'],
    // The scheduled changes above the list; no live preview: the table shows the published list only.
    components: editorialAdmin('sub-processors').components,
  },
  defaultSort: 'name',
  versions: { drafts: scheduledDrafts, maxPerDoc: 25 },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    { name: 'purpose', type: 'text', localized: true, required: true, maxLength: 300 },
    {
      name: 'dataLocation',
      label: 'Data location',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 200,
      admin: { description: 'Where it hosts or processes data, e.g. "United States (Virginia)".' },
    },
    {
      name: 'since',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: 'Since when it processes data for us.',
      },
    },
    { name: 'website', type: 'text', maxLength: 300 },
  ],
  hooks: {
    beforeChange: [revalidateSubProcessors.beforeChange],
    afterChange: [revalidateSubProcessors.afterChange, announceSubProcessorChange],
    afterDelete: [revalidateSubProcessors.afterDelete, announceSubProcessorRemoval],
  },
}

import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { anyone } from './access/anyone'
import { mayDo } from '@/lib/roleMatrix'

/**
 * Each change of the published sub-processor list, as announced: what was added and removed, the
 * list after it, and how many subscribers were emailed. The RSS feed is made of these; the
 * latest one's list is what the next change is compared against.
 */
export const SubProcessorNotices: CollectionConfig = {
  slug: 'sub-processor-notices',
  labels: { singular: 'Sub-processor notice', plural: 'Sub-processor notices' },
  access: matrixAccess('sub-processor-notices', anyone),
  admin: { group: 'Trust centre', defaultColumns: ['announcedAt', 'added', 'removed', 'emailed'] },
  defaultSort: '-announcedAt',
  fields: [
    {
      name: 'announcedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'added',
      type: 'json',
      required: true,
      admin: { description: 'Names added to the published list.' },
    },
    {
      name: 'removed',
      type: 'json',
      required: true,
      admin: { description: 'Names taken off it.' },
    },
    {
      name: 'changed',
      type: 'json',
      required: true,
      admin: { description: 'Names whose purpose or data location changed.' },
    },
    {
      name: 'list',
      type: 'json',
      required: true,
      admin: { description: 'The published list after the change.' },
    },
    {
      name: 'emailed',
      type: 'number',
      defaultValue: 0,
      // How many subscribers the list has is the subscribers' business: the API leaves it out for
      // anyone who may not read them.
      access: { read: ({ req }) => mayDo(req.user, 'trust-subscribers', 'read') },
      admin: { description: 'Confirmed subscribers emailed.' },
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { published } from './access/published'
import { revalidationHooks } from './hooks/revalidate'
import { DEMO_VIDEOS_TAG } from '@/lib/cacheTags'
import type { DemoVideo } from '@/payload-types'

/** Refreshes every page with the demo-video grid (/resources/demos). */
const revalidateDemoVideos = revalidationHooks<DemoVideo>({
  name: (doc) => `demo video ${doc.id}`,
  tags: [DEMO_VIDEOS_TAG],
})

export const DemoVideos: CollectionConfig = {
  slug: 'demo-videos',
  access: matrixAccess('demo-videos', published),
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'videoId', 'order', '_status'],
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true, required: true },
    {
      name: 'videoId',
      type: 'text',
      required: true,
      admin: { description: 'The YouTube video id (the part after v=).' },
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 1,
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    beforeChange: [revalidateDemoVideos.beforeChange],
    afterChange: [revalidateDemoVideos.afterChange],
    afterDelete: [revalidateDemoVideos.afterDelete],
  },
}

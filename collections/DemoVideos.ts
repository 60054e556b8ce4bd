import type { CollectionConfig } from 'payload'
import { publishedContentAccess } from './access/editorsWrite'
import { revalidateDeletedDemoVideo, revalidateDemoVideos } from './hooks/revalidateDemoVideos'

export const DemoVideos: CollectionConfig = {
  slug: 'demo-videos',
  access: publishedContentAccess,
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'videoId', 'order', '_status'] },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 25 },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true, required: true },
    { name: 'videoId', type: 'text', required: true, admin: { description: 'The YouTube video id (the part after v=).' } },
    { name: 'order', type: 'number', required: true, defaultValue: 1, admin: { position: 'sidebar' } },
  ],
  hooks: { afterChange: [revalidateDemoVideos], afterDelete: [revalidateDeletedDemoVideo] },
}

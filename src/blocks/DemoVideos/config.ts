import type { Block } from 'payload'
import { DEMO_VIDEOS_TAG } from '@/lib/cacheTags'

export const DemoVideosBlock: Block = {
  slug: 'demoVideos',
  interfaceName: 'DemoVideosBlock',
  // The collection it lists: a page showing it is invalidated when that changes (src/lib/cmsPageTags.ts).
  custom: { cacheTags: [DEMO_VIDEOS_TAG] },
  labels: { singular: 'Demo videos', plural: 'Demo videos' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}

import type { Block } from 'payload'
import { DEMO_VIDEOS_TAG } from '@/lib/cacheTags'

export const block: Block = {
  slug: 'demoVideos',
  interfaceName: 'DemoVideosBlock',
  labels: { singular: 'Demo videos', plural: 'Demo videos' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}

/** The cache tags of what the block lists: a page showing it carries them, so a publish there expires the page. */
export const lists = [DEMO_VIDEOS_TAG]

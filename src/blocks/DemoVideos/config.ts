import type { Block } from 'payload'

export const DemoVideosBlock: Block = {
  slug: 'demoVideos',
  interfaceName: 'DemoVideosBlock',
  labels: { singular: 'Demo videos', plural: 'Demo videos' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
  ],
}

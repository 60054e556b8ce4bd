import type { Block } from 'payload'

export const block: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    {
      name: 'title',
      type: 'text',
      localized: true,
      required: true,
      admin: { description: 'Names the video for screen readers.' },
    },
    {
      name: 'videoId',
      type: 'text',
      required: true,
      admin: { description: 'The YouTube video id (the part after v=).' },
    },
    { name: 'caption', type: 'textarea', localized: true },
  ],
}

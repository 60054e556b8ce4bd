import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone } from './access/anyone'
import { matrixAccess } from './access/matrixAccess'
import { refuseLargeFile } from './hooks/refuseLargeFile'

export const Media: CollectionConfig = {
  slug: 'media',
  access: matrixAccess('media', anyone),
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  upload: {
    // Read at run time only: a build that traced this folder raced the uploads being written into it.
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), '.data/media'),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'hero', width: 1600 },
    ],
  },
  hooks: { beforeOperation: [refuseLargeFile('media')] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'Describes the image for people who cannot see it.' },
    },
  ],
}

import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'
import { publicFiles } from './access/publicFiles'
import { keepStoredFiles, refuseDeleteOfFileInUse } from './hooks/documentFiles'
import { refuseLargeFile } from './hooks/refuseLargeFile'

/**
 * The PDFs behind trust documents. A stored file never changes: a new version of a document is a
 * new file, and a file any document or version points at cannot be deleted. Visitors reach a file
 * only while it is the current file of a published public document; editors reach every file
 * (docs/security.md, "Roles"), and an on-request file leaves only through an approved request's
 * link (src/lib/trust/download.ts).
 */
export const DocumentFiles: CollectionConfig = {
  slug: 'document-files',
  labels: { singular: 'Document file', plural: 'Document files' },
  access: matrixAccess('document-files', publicFiles),
  admin: {
    group: 'Trust centre',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'filesize', 'createdAt'],
  },
  upload: {
    // Read at run time only: a build that traced this folder raced the uploads being written into it.
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), '.data/document-files'),
    mimeTypes: ['application/pdf'],
    // Never sent to a browser with a cache: whether a file may be read can change at any moment.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  hooks: {
    beforeOperation: [refuseLargeFile('document-files'), keepStoredFiles],
    beforeDelete: [refuseDeleteOfFileInUse],
  },
  fields: [],
}

import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { isEditor } from './access/isEditor'
import { keepStoredFiles, refuseDeleteOfFileInUse, servePublicFilesOnly } from './hooks/documentFiles'
import { refuseLargeFile } from './hooks/refuseLargeFile'

/**
 * The PDFs behind trust documents. A stored file never changes: a new version of a document is a
 * new file, and a file any document or version points at cannot be deleted. Visitors reach a file
 * only while it is the current file of a published public document; staff reach every file, and
 * an on-request file leaves only through an approved request's link (src/lib/trust/download.ts).
 */
export const DocumentFiles: CollectionConfig = {
  slug: 'document-files',
  labels: { singular: 'Document file', plural: 'Document files' },
  access: { read: servePublicFilesOnly, create: isEditor, update: isEditor, delete: isEditor },
  admin: { group: 'Trust centre', useAsTitle: 'filename', defaultColumns: ['filename', 'filesize', 'createdAt'] },
  upload: {
    staticDir: path.resolve(process.cwd(), '.data/document-files'),
    mimeTypes: ['application/pdf'],
    // Never sent to a browser with a cache: whether a file may be read can change at any moment.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  hooks: { beforeOperation: [refuseLargeFile('document-files'), keepStoredFiles], beforeDelete: [refuseDeleteOfFileInUse] },
  fields: [],
}


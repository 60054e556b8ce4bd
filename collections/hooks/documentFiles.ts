import type { CollectionBeforeDeleteHook, CollectionBeforeOperationHook } from 'payload'
import { refusal } from './refusal'

/** A stored file never changes, so every version of a document keeps the file it was published with. */
export const keepStoredFiles: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if (
    (operation === 'update' || operation === 'updateByID') &&
    (req.file || (args as { data?: { file?: unknown } }).data?.file)
  ) {
    throw refusal(
      'A stored file never changes: upload the new version as a new file and choose it on the document.',
      409,
    )
  }
  return args
}

/** A file a document, or any of its versions, points at stays: it is the record of what was published. */
export const refuseDeleteOfFileInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const [current, versions] = await Promise.all([
    req.payload.count({
      collection: 'documents',
      where: { file: { equals: id } },
      overrideAccess: true,
      req,
    }),
    req.payload.countVersions({
      collection: 'documents',
      where: { 'version.file': { equals: id } },
      overrideAccess: true,
      req,
    }),
  ])
  if (current.totalDocs + versions.totalDocs > 0) {
    throw refusal(
      'This file belongs to a trust document or one of its versions, and is kept for the record.',
      409,
    )
  }
}

import type { Access, CollectionBeforeDeleteHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { isStaffUser } from '@/lib/roles'
import { refusal } from './refusal'

/** The files of published public documents: the only ones visitors may read. */
async function publicFileIds(req: PayloadRequest): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'documents',
    where: { and: [{ _status: { equals: 'published' } }, { accessLevel: { equals: 'public' } }] },
    select: { file: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => (typeof doc.file === 'object' ? doc.file.id : doc.file))
}

/**
 * Staff read every file. Visitors, by the API or by the file's own URL, read only the current file
 * of a published public document: an on-request file, an old version's, or a draft's is refused.
 */
export const servePublicFilesOnly: Access = async ({ req }) => {
  if (isStaffUser(req.user)) return true
  const ids = await publicFileIds(req)
  return ids.length > 0 ? { id: { in: ids } } : false
}

/** A stored file never changes, so every version of a document keeps the file it was published with. */
export const keepStoredFiles: CollectionBeforeOperationHook = ({ operation, req, args }) => {
  if ((operation === 'update' || operation === 'updateByID') && (req.file || (args as { data?: { file?: unknown } }).data?.file)) {
    throw refusal('A stored file never changes: upload the new version as a new file and choose it on the document.', 409)
  }
  return args
}

/** A file a document, or any of its versions, points at stays: it is the record of what was published. */
export const refuseDeleteOfFileInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const [current, versions] = await Promise.all([
    req.payload.count({ collection: 'documents', where: { file: { equals: id } }, overrideAccess: true, req }),
    req.payload.countVersions({ collection: 'documents', where: { 'version.file': { equals: id } }, overrideAccess: true, req }),
  ])
  if (current.totalDocs + versions.totalDocs > 0) {
    throw refusal('This file belongs to a trust document or one of its versions, and is kept for the record.', 409)
  }
}

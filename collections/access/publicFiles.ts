import type { Access, PayloadRequest } from 'payload'

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
 * By the API or by the file's own URL, only the current file of a published public document: an
 * on-request file, an old version's, or a draft's is refused.
 */
export const publicFiles: Access = async ({ req }) => {
  const ids = await publicFileIds(req)
  return ids.length > 0 ? { id: { in: ids } } : false
}

import type { CollectionBeforeDeleteHook } from 'payload'
import { refusal } from './refusal'

/** A request goes with its downloads (the privacy tool's erase, retention, an admin's delete). */
export const deleteRequestDownloads: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'document-downloads',
    where: { request: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/** A document people asked for keeps the record of what they asked for: unpublish it instead. */
export const refuseDeleteOfRequestedDocument: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'document-requests',
    where: { document: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw refusal(
      `This document has ${totalDocs} request${totalDocs === 1 ? '' : 's'}: unpublish it instead of deleting it.`,
      409,
    )
  }
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { IndexedKind } from '@/lib/search/kinds'
import { indexDocument, removeDocument } from '@/lib/search/searchIndex'

/**
 * Keeps the site search in step with what visitors see: after any change the document's rows
 * are rebuilt from its published version (a draft save leaves them as they were; an unpublish
 * removes them), and a deleted document leaves the index. A failure is logged, never the save's.
 */
export function searchIndexHooks(kind: IndexedKind): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async ({ doc, req }) => {
      await indexDocument(req.payload, kind, doc.id, { req }).catch((error: unknown) =>
        req.payload.logger.error({ err: error }, `search index: ${kind} ${doc.id} not updated`),
      )
      return doc
    },
    afterDelete: async ({ doc, req }) => {
      await removeDocument(req.payload, kind, doc.id).catch((error: unknown) =>
        req.payload.logger.error({ err: error }, `search index: ${kind} ${doc.id} not removed`),
      )
      return doc
    },
  }
}

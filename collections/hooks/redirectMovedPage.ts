import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { pageUrl } from '@/lib/documentUrls'
import type { Page } from '@/payload-types'

const PUBLISHED_PATH = 'publishedPathBeforeChange'

/**
 * Before a publish, remembers the path visitors know the page by. A draft save keeps the live
 * version in the main table, so the previous draft's path is not necessarily the live one.
 */
export const rememberPublishedPath: CollectionBeforeChangeHook<Page> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || data._status !== 'published' || !originalDoc?.id) return data
  const live = await req.payload
    .findByID({
      collection: 'pages',
      id: originalDoc.id,
      draft: false,
      depth: 0,
      select: { path: true, _status: true },
      req,
    })
    .catch(() => null)
  if (live?._status === 'published' && live.path) req.context[PUBLISHED_PATH] = live.path
  return data
}

/**
 * A published page whose path changed leaves a 301 from its old address to the page itself (by
 * reference, so a later move needs no chain), and nothing redirects away from its new address.
 */
export const redirectMovedPage: CollectionAfterChangeHook<Page> = async ({ doc, req }) => {
  const oldPath = req.context[PUBLISHED_PATH]
  delete req.context[PUBLISHED_PATH]
  if (typeof oldPath !== 'string' || doc._status !== 'published' || oldPath === doc.path) return doc
  const from = pageUrl(oldPath)
  const to = {
    type: 'reference' as const,
    reference: { relationTo: 'pages' as const, value: doc.id },
  }
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    req,
  })
  if (existing.docs[0]) {
    await req.payload.update({
      collection: 'redirects',
      id: existing.docs[0].id,
      data: { to, type: '301' },
      req,
    })
  } else {
    await req.payload.create({ collection: 'redirects', data: { from, to, type: '301' }, req })
  }
  // The new address is a page now: a redirect from it would be dead weight, and confusing.
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { equals: pageUrl(doc.path) } },
    req,
  })
  req.payload.logger.info(`Page moved from ${from} to ${pageUrl(doc.path)}: 301 left behind`)
  return doc
}

import type { Payload } from 'payload'
import { documentOfPath, type AddressedCollection } from '@/lib/documentUrls'
import { stripLocale } from '@/lib/i18n/paths'

export type EditableDocument = { collection: AddressedCollection; id: number }

/**
 * The CMS document a public path is rendered from (drafts included), in any language (`/es/pricing`
 * is the page `pricing`), or null for code-only routes and WordPress.
 */
export async function documentForPath(
  payload: Payload,
  path: string,
): Promise<EditableDocument | null> {
  const doc = documentOfPath(stripLocale(path.split(/[?#]/)[0]))
  switch (doc?.kind) {
    case 'case-study':
      return first(payload, 'case-studies', { slug: { equals: doc.slug } })
    case 'job':
      return first(payload, 'jobs', { id: { equals: doc.id } })
    case 'page':
      return first(payload, 'pages', { path: { equals: doc.path } })
    default:
      return null
  }
}

async function first(
  payload: Payload,
  collection: EditableDocument['collection'],
  where: object,
): Promise<EditableDocument | null> {
  const { docs } = await payload.find({
    collection,
    where: where as never,
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: {},
  })
  return docs[0] ? { collection, id: docs[0].id } : null
}

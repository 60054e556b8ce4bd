import type { Payload } from 'payload'
import { normalizePagePath } from '@/lib/pagePath'

export type EditableDocument = { collection: 'pages' | 'case-studies' | 'jobs'; id: number }

/** The CMS document a public path is rendered from (drafts included), or null for code-only routes. */
export async function documentForPath(payload: Payload, path: string): Promise<EditableDocument | null> {
  const pathname = path.split(/[?#]/)[0]
  const caseStudy = pathname.match(/^\/case-studies\/([a-z0-9-]+)\/?$/)
  if (caseStudy) return first(payload, 'case-studies', { slug: { equals: caseStudy[1] } })
  const job = pathname.match(/^\/careers\/(\d{1,9})\/?$/)
  if (job) return first(payload, 'jobs', { id: { equals: Number(job[1]) } })
  return first(payload, 'pages', { path: { equals: normalizePagePath(pathname) } })
}

async function first(payload: Payload, collection: EditableDocument['collection'], where: object): Promise<EditableDocument | null> {
  const { docs } = await payload.find({ collection, where: where as never, limit: 1, depth: 0, draft: true, overrideAccess: true, select: {} })
  return docs[0] ? { collection, id: docs[0].id } : null
}

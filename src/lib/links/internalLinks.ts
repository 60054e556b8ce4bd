import type { Payload, PayloadRequest } from 'payload'
import { documentOfPath, normalizePagePath, pageUrl } from '@/lib/documentUrls'

/** The path of an internal href (`/demo#form?x` → `/demo`), or null for anchors and other sites. */
export function internalPathOf(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null
  const path = href.split(/[?#]/)[0]
  return pageUrl(normalizePagePath(path))
}

/** Every internal path linked from a document: any `href` field at any depth of its blocks. */
export function linkedPaths(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) linkedPaths(item, found)
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'href' && typeof child === 'string') {
        const path = internalPathOf(child)
        if (path) found.add(path)
      } else linkedPaths(child, found)
    }
  }
  return found
}

export type LinkingPage = { id: number; title: string; path: string }

const LINK_SCAN_BATCH = 100

/** Pages (published or draft, latest version) whose blocks link to `url`, `exceptId` aside. */
export async function pagesLinkingTo(
  payload: Payload,
  url: string,
  req?: PayloadRequest,
  exceptId?: number,
): Promise<LinkingPage[]> {
  const linking: LinkingPage[] = []
  // A batch of pages' blocks at a time, so the pages' blocks are never all in memory at once.
  for (let page = 1; ; page++) {
    const { docs } = await payload.find({
      collection: 'pages',
      sort: ['-createdAt', '-id'],
      limit: LINK_SCAN_BATCH,
      page,
      pagination: false,
      depth: 0,
      draft: true,
      overrideAccess: true,
      select: { title: true, path: true, layout: true },
      req,
    })
    for (const { id, title, path, layout } of docs) {
      if (id !== exceptId && linkedPaths(layout).has(url)) linking.push({ id, title, path })
    }
    if (docs.length < LINK_SCAN_BATCH) return linking
  }
}

/** Routes the app serves from code rather than from a CMS document (src/app/(site)). */
const CODE_ROUTES = [
  /^\/careers(\/[^/]+)?$/,
  /^\/resources\/blog(\/[^/]+)?$/,
  /^\/admin\/applications$/,
]

/**
 * Whether an internal path answers with something: a page, a code route whose document exists,
 * or a redirect. Case studies and jobs are looked up by slug and id.
 */
export async function internalPathExists(
  payload: Payload,
  url: string,
  req?: PayloadRequest,
): Promise<boolean> {
  const doc = documentOfPath(url)
  if (doc?.kind === 'case-study')
    return (await count(payload, 'case-studies', { slug: { equals: doc.slug } }, req)) > 0
  if (doc?.kind === 'job')
    return (await count(payload, 'jobs', { id: { equals: doc.id } }, req)) > 0
  if (CODE_ROUTES.some((route) => route.test(url))) return true
  if (doc?.kind !== 'page') return false
  if ((await count(payload, 'pages', { path: { equals: doc.path } }, req)) > 0) return true
  return (await count(payload, 'redirects', { from: { in: [url, `${url}/`] } }, req)) > 0
}

async function count(
  payload: Payload,
  collection: 'pages' | 'case-studies' | 'jobs' | 'redirects',
  where: object,
  req?: PayloadRequest,
) {
  const { totalDocs } = await payload.count({
    collection,
    where: where as never,
    overrideAccess: true,
    req,
  })
  return totalDocs
}

import { type CollectionBeforeDeleteHook } from 'payload'
import { refusal } from './refusal'
import { pagesLinkingTo } from '@/lib/links/internalLinks'
import { pageUrl } from '@/lib/documentUrls'

/**
 * Deleting a page other pages link to would leave visitors on a 404: refused, naming the pages
 * to fix first (or add a redirect from the path, which keeps those links working).
 */
export const refuseLinkedPageDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({
    collection: 'pages',
    id,
    depth: 0,
    draft: true,
    overrideAccess: true,
    select: { path: true },
    req,
  })
  const url = pageUrl(page.path)
  const redirects = await req.payload.count({
    collection: 'redirects',
    where: { from: { equals: url } },
    req,
  })
  if (redirects.totalDocs > 0) return
  const linking = await pagesLinkingTo(req.payload, url, req, Number(id))
  if (linking.length === 0) return
  const list = linking.map((p) => `${p.title} (${pageUrl(p.path)})`).join(', ')
  throw refusal(
    `${url} cannot be deleted: these pages link to it: ${list}. Change their links, or add a redirect from ${url}, first.`,
    409,
  )
}

import { revalidateTag } from 'next/cache'
import { CONTENT_TAGS } from '@/lib/cacheTags'
import { isContentRefreshToken } from '@/lib/revalidation/contentRefresh'

/** Expires every content tag; called by `npm run seed` (see src/lib/revalidation/contentRefresh.ts). */
export async function POST(request: Request): Promise<Response> {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null
  if (!isContentRefreshToken(token)) return Response.json({ error: 'Not allowed.' }, { status: 403 })
  for (const tag of CONTENT_TAGS) revalidateTag(tag, { expire: 0 })
  console.info(`[revalidate] every content tag expired (${CONTENT_TAGS.join(', ')})`)
  return Response.json({ revalidated: CONTENT_TAGS }, { headers: { 'cache-control': 'no-store' } })
}

import { revalidateTag } from 'next/cache'
import { CONTENT_TAGS } from '@/lib/cacheTags'
import { isContentRefreshToken } from '@/lib/revalidation/contentRefresh'
import { contentTagsOf } from '@/lib/revalidation/expireTagsOverHttp'
import { purgeVarnish } from '@/lib/revalidation/purgeVarnish'

/**
 * Expires content tags for code that runs outside a request: `npm run seed` (every tag, no body)
 * and queued jobs such as a scheduled publish (`{ "tags": [...] }`, content tags only).
 */
export async function POST(request: Request): Promise<Response> {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null
  if (!isContentRefreshToken(token))
    return Response.json({ error: 'Not allowed.' }, { status: 403 })
  const text = await request.text()
  const tags = text ? contentTagsOf(safeJson(text)) : CONTENT_TAGS
  if (!tags)
    return Response.json({ error: 'Expected { "tags": [content tags] }.' }, { status: 400 })
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  await purgeVarnish(tags, {
    error: (details, message) => console.error(`[revalidate] ${message}`, details),
  })
  console.info(`[revalidate] expired ${tags.join(', ')}`)
  return Response.json({ revalidated: tags }, { headers: { 'cache-control': 'no-store' } })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

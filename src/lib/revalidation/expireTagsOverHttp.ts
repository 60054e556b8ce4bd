import { isContentTag } from '@/lib/cacheTags'
import { env } from '@/lib/env'
import { CONTENT_REFRESH_PATH, contentRefreshToken } from './contentRefresh'

// Bounds of one request: a save expires a few tags, each a path or a slug.
const MAX_TAGS = 50
const MAX_TAG_LENGTH = 300

/**
 * Asks the running server to expire these tags (src/app/(site)/next/revalidate/route.ts). With
 * REDIS_URL the tags are expired in the shared cache, so every instance sees the change.
 */
export async function expireTagsOverHttp(tags: string[]): Promise<void> {
  // The endpoint reads the body with contentTagsOf; a list it would refuse is not sent.
  if (!contentTagsOf({ tags }))
    throw new Error(`${CONTENT_REFRESH_PATH} expires content tags only, not ${tags.join(', ')}`)
  const response = await fetch(`${env.serverUrl}${CONTENT_REFRESH_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${contentRefreshToken()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${CONTENT_REFRESH_PATH} answered ${response.status}`)
}

/** The tags of a request body, when every one is a content tag; null otherwise. */
export function contentTagsOf(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null
  return tags.every(
    (tag) => typeof tag === 'string' && tag.length <= MAX_TAG_LENGTH && isContentTag(tag),
  )
    ? tags
    : null
}

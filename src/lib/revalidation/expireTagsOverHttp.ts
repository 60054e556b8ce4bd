import { env } from '@/lib/env'
import { CONTENT_REFRESH_PATH, contentRefreshToken } from './contentRefresh'

/**
 * Asks the running server to expire these tags (src/app/(site)/next/revalidate/route.ts). With
 * REDIS_URL the tags are expired in the shared cache, so every instance sees the change.
 */
export async function expireTagsOverHttp(tags: string[]): Promise<void> {
  const response = await fetch(`${env.serverUrl}${CONTENT_REFRESH_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${contentRefreshToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${CONTENT_REFRESH_PATH} answered ${response.status}`)
}

const TAG_PATTERN = /^(global:site-settings|pages|faqs|pricing-tiers|jobs|case-studies|demo-videos|redirects|page:.+|job:.+|case-study:.+)$/

/** The tags of a request body, when every one is a content tag; null otherwise. */
export function contentTagsOf(body: unknown): string[] | null {
  const tags = (body as { tags?: unknown } | null)?.tags
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 50) return null
  return tags.every((tag) => typeof tag === 'string' && tag.length <= 300 && TAG_PATTERN.test(tag)) ? tags : null
}

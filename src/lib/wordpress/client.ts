/** How long WordPress may take before the blog gives up and shows its empty state. */
export const WORDPRESS_TIMEOUT_MS = 5_000

export type WordPressResponse = { body: unknown; headers: Headers }

/** A non-2xx answer of WordPress, with the error code its body names (`rest_post_invalid_page_number`). */
export class WordPressAnswerError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message)
  }
}

async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { code?: unknown }
    return typeof body.code === 'string' ? body.code : null
  } catch {
    return null
  }
}

/**
 * GET `{WORDPRESS_API_URL}{path}?{params}` as JSON. Throws on a network failure, a timeout or
 * a non-2xx answer, so the cache above it stores only good answers.
 */
export async function wordpressGet(
  apiUrl: string,
  path: string,
  params: Record<string, string>,
): Promise<WordPressResponse> {
  const url = `${apiUrl}${path}?${new URLSearchParams(params)}`
  // The cache is the caller's (unstable_cache, after validation and sanitising), not fetch's.
  const response = await fetch(url, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(WORDPRESS_TIMEOUT_MS),
  })
  if (!response.ok)
    throw new WordPressAnswerError(
      `GET ${url} answered ${response.status}`,
      response.status,
      await errorCodeOf(response),
    )
  return { body: await response.json(), headers: response.headers }
}

/** The WordPress site's own origin, for its site-relative image and link paths. */
export function wordpressOrigin(apiUrl: string): string | null {
  try {
    return new URL(apiUrl).origin
  } catch {
    return null
  }
}

import { CONTENT_REFRESH_PATH, contentRefreshToken } from '@/lib/revalidation/contentRefresh'
import { env } from '@/lib/env'

/**
 * Tells a server already running at SERVER_URL that content changed under it, so the seeded
 * content shows on the next visit instead of after the caches' hour. No server: nothing cached.
 */
export async function refreshRunningServer(log: (message: string) => void): Promise<void> {
  const url = `${env.serverUrl}${CONTENT_REFRESH_PATH}`
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${contentRefreshToken()}` },
      signal: AbortSignal.timeout(5_000),
    })
    log(
      response.ok
        ? `the server at ${env.serverUrl} refreshed its caches`
        : `${url} answered ${response.status}; its caches expire within the hour`,
    )
  } catch {
    log(`no server answered at ${env.serverUrl}; nothing cached to refresh`)
  }
}

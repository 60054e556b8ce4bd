import { after } from 'next/server'
import { env } from '@/lib/env'

// Long enough for a shared Redis to have dropped the entries (its reads and writes time out in 1 s).
const SECOND_PURGE_MS = 1_000
// A Varnish that does not answer must not hold up a save for long; the second purge tries again.
const PURGE_TIMEOUT_MS = 3_000

/** Where Varnish takes invalidations (deploy/varnish/default.vcl); unset: no Varnish in front. */
export function varnishPurgeUrl(): string | null {
  return env.varnishPurgeUrl
}

async function purge(url: string, tags: string[]): Promise<void> {
  const response = await fetch(url, {
    method: 'PURGE',
    headers: { 'xkey-purge': tags.join(' ') },
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`Varnish answered ${response.status}`)
}

type Logger = { error: (details: object, message: string) => void }

async function purgeOrLog(url: string, tags: string[], log: Logger): Promise<void> {
  await purge(url, tags).catch((error: unknown) =>
    log.error(
      { err: error },
      `purging ${tags.join(' ')} in Varnish failed; those pages stay there until their s-maxage`,
    ),
  )
}

/**
 * Invalidates the pages tagged with any of `tags` in Varnish (its `xkey` index). The first purge
 * is awaited, so the answer to the change comes after Varnish has let go of the old pages and the
 * very next request renders anew. A visitor's request that reached Next before its own expiry
 * (with Redis, a network round trip away) may have put an old page back: a second purge, once the
 * response is sent, drops it.
 */
export async function purgeVarnish(tags: string[], log: Logger): Promise<void> {
  const url = varnishPurgeUrl()
  if (!url || tags.length === 0) return
  await purgeOrLog(url, tags, log)
  const again = async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_PURGE_MS))
    await purgeOrLog(url, tags, log)
  }
  try {
    after(again)
  } catch {
    // Outside a request (a script or a job): nothing else waits for it.
    void again()
  }
}

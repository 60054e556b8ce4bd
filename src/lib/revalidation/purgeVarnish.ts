import { after } from 'next/server'

// Long enough for a shared Redis to have dropped the entries (its reads and writes time out in 1 s).
const SECOND_PURGE_MS = 1_000

/** Where Varnish takes invalidations (deploy/varnish/default.vcl); unset: no Varnish in front. */
export function varnishPurgeUrl(): string | null {
  return process.env.VARNISH_PURGE_URL || null
}

async function purge(url: string, tags: string[]): Promise<void> {
  const response = await fetch(url, {
    method: 'PURGE',
    headers: { 'xkey-purge': tags.join(' ') },
    signal: AbortSignal.timeout(5_000),
  })
  if (!response.ok) throw new Error(`Varnish answered ${response.status}`)
}

async function purgeTwice(url: string, tags: string[], log: Logger): Promise<void> {
  try {
    await purge(url, tags)
    // A visitor's request that reached Next between the first purge and Next's own expiry (with
    // Redis, a network round trip) may have put the old page back: the second one drops it.
    await new Promise((resolve) => setTimeout(resolve, SECOND_PURGE_MS))
    await purge(url, tags)
  } catch (error) {
    log.error({ err: error }, `purging ${tags.join(' ')} in Varnish failed; those pages stay there until their s-maxage`)
  }
}

type Logger = { error: (details: object, message: string) => void }

/**
 * Invalidates the pages tagged with any of `tags` in Varnish (its `xkey` index), once the
 * response that expired them in Next's cache is sent, so Varnish's next miss renders anew.
 */
export function purgeVarnish(tags: string[], log: Logger): void {
  const url = varnishPurgeUrl()
  if (!url || tags.length === 0) return
  const run = () => purgeTwice(url, tags, log)
  try {
    after(run)
  } catch {
    // Outside a request (a script): nothing to wait for.
    void run()
  }
}

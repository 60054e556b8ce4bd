/**
 * Whether a page came from Next's page cache, judged by the server's own counters on /metrics
 * (timing-free, our code), never by Next's private headers. The e2e run is one worker, so
 * nothing else moves the counters between two reads.
 */
type Server = { baseUrl: string; metricsToken: string }

export const e2eServer = (): Server => ({
  baseUrl: process.env.E2E_BASE_URL!,
  metricsToken: process.env.E2E_METRICS_TOKEN!,
})

/** The sum of one counter's samples whose labels include every one of `labels`. */
function total(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  let sum = 0
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line)
    if (match && match[1] === name && wanted.every((label) => match[2].split(',').includes(label)))
      sum += Number(match[3])
  }
  return sum
}

export type CacheCounts = { pageHits: number; routeHits: number; dataHits: number; writes: number }

export async function cacheCounts(server = e2eServer()): Promise<CacheCounts> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${server.metricsToken}` },
  })
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`)
  const text = await response.text()
  return {
    pageHits: total(text, 'site_cache_lookups_total', { kind: 'app_page', result: 'hit' }),
    // Route handlers' answers (the blog's feeds, share images) cached as pages are.
    routeHits: total(text, 'site_cache_lookups_total', { kind: 'app_route', result: 'hit' }),
    // Cached reads and drawings (unstable_cache): content, WordPress, share images' PNGs.
    dataHits: total(text, 'site_cache_lookups_total', { kind: 'fetch', result: 'hit' }),
    writes: total(text, 'site_cache_writes_total', {}),
  }
}

/** Asks for `path` once: its response, and whether the page was served from the page cache. */
export async function fetchPage(path: string, server = e2eServer()) {
  const before = await cacheCounts(server)
  const response = await fetch(`${server.baseUrl}${path}`)
  const html = await response.text()
  const after = await cacheCounts(server)
  return { response, html, cached: after.pageHits > before.pageHits }
}

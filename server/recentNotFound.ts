/**
 * A 404 asked for again within half a second gets the render of the first ask. Next renders every
 * 404 in full (header, footer, the not-found page: about a millisecond of CPU), and nothing stores
 * it (server/cacheRules.mjs): a missing page linked from a newsletter, or a client retrying, costs
 * a render per request, at a seventh of a cached page's throughput.
 *
 * What was promised for unknown paths still holds:
 * - Nothing outlives half a second, and at most MAX_PATHS copies are held, so random paths
 *   cannot fill the memory; Next's cache is never written.
 * - A copy is dropped as soon as this process expires any cache tag (a page, a redirect, the
 *   settings published here), and is never taken from a render that began before the last
 *   expiry: a page or redirect created for a path answers at once. Another instance's edit
 *   reaches this one's copies within their half second, inside the one-second edit-to-live.
 * - Each answer from a copy is still logged as a missing path.
 */
import type http from 'node:http'
import { revalidationCount } from './pageCacheRevalidations.mjs'
import { chunkBytes, copiedHeaders, type CopiedHeaders } from './responseCopy'

const LIFETIME_MS = 500
const MAX_PATHS = 100

type Copy = { takenAt: number; revalidations: number; headers: CopiedHeaders; body: Buffer }
type Clock = () => number

export function recentNotFound({ now = Date.now as Clock, revalidations = revalidationCount, log = (line: string) => console.info(line) } = {}) {
  const copies = new Map<string, Copy>()

  const fresh = (copy: Copy | undefined) => copy && now() - copy.takenAt < LIFETIME_MS && copy.revalidations === revalidations()

  const keep = (key: string, copy: Copy) => {
    copies.delete(key)
    copies.set(key, copy)
    for (const [old, held] of copies) {
      if (copies.size <= MAX_PATHS && fresh(held)) break
      copies.delete(old)
    }
  }

  return {
    /** Answers `req` from the copy of a 404 rendered for `key` moments ago; false when there is none. */
    answer(key: string, req: http.IncomingMessage, res: http.ServerResponse): boolean {
      const copy = copies.get(key)
      if (!fresh(copy)) {
        if (copy) copies.delete(key)
        return false
      }
      res.statusCode = 404
      for (const [name, value] of copy!.headers) res.setHeader(name, value)
      res.setHeader('content-length', copy!.body.length)
      res.end(req.method === 'HEAD' ? undefined : copy!.body)
      log(`[server] 404: no page at ${req.url} (the render of ${now() - copy!.takenAt} ms ago)`)
      return true
    },

    /** Watches the response Next is about to write for `key`: a whole 404 to a GET becomes its copy. */
    watch(key: string, req: http.IncomingMessage, res: http.ServerResponse): void {
      if (req.method !== 'GET') return
      const startedAt = revalidations()
      const chunks: Buffer[] = []
      let taking: boolean | undefined
      const take = (chunk: unknown, encoding: unknown) => {
        taking ??= res.statusCode === 404 && String(res.getHeader('content-type') ?? '').startsWith('text/html')
        const bytes = taking && chunkBytes(chunk, encoding)
        if (bytes) chunks.push(bytes)
      }
      const write = res.write.bind(res) as (...args: unknown[]) => boolean
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        take(chunk, rest[0])
        return write(chunk, ...rest)
      }) as typeof res.write
      const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse
      res.end = ((...args: unknown[]) => {
        take(args[0], args[1])
        if (taking && res.statusCode === 404 && startedAt === revalidations()) {
          keep(key, { takenAt: now(), revalidations: startedAt, headers: copiedHeaders(res.getHeaders()), body: Buffer.concat(chunks) })
        }
        return end(...args)
      }) as typeof res.end
    },
  }
}

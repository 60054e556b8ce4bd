/**
 * The page and data cache, on Next's documented `cacheHandler` interface (get, set,
 * revalidateTag, resetRequestCache) through @fortedigital/nextjs-cache-handler: with REDIS_URL a
 * Redis cache shared by every instance (cache-handler/sharedCacheHandler.mjs), without it an LRU in this
 * process's memory, bounded by PAGE_CACHE_MAX_MB (cache-handler/cacheLimits.mjs). Either way a 404 (or a render whose source failed, cache-handler/cacheRules.mjs) is
 * never stored, so unknown paths cannot fill the cache, and a path that later gains a page or a
 * CMS redirect never answers with an old 404. A publish deletes the tagged entries at once.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import { isStorable } from './cacheRules.mjs'
import { countCacheLookup, countCacheWrite } from './cacheMetrics.mjs'
import { pageCacheLimits } from './cacheLimits.mjs'

async function handlers(buildId) {
  if (!process.env.REDIS_URL)
    return [createLruHandler(pageCacheLimits(process.env.PAGE_CACHE_MAX_MB))]
  const { sharedCache } = await import('./sharedCacheHandler.mjs')
  return [sharedCache(process.env.REDIS_URL, `site:${buildId ?? 'development'}:`)]
}

CacheHandler.onCreation(async ({ buildId }) => ({ handlers: await handlers(buildId) }))

export class PageCacheHandler extends CacheHandler {
  async get(key, context) {
    const entry = await super.get(key, context)
    countCacheLookup(context?.kind, entry != null)
    return entry
  }

  async set(key, value, context) {
    if (!isStorable(value)) return
    await super.set(key, value, context)
    countCacheWrite(value?.kind)
  }
}

/**
 * `next build` stores nothing: no route reads content at build time, and an entry written then
 * (on disk, or in a Redis the build could reach) would outlive the build's empty database.
 */
class BuildTimeCacheHandler {
  async get() {
    return null
  }
  async set() {}
  async revalidateTag() {}
  resetRequestCache() {}
}

export default process.env.NEXT_PHASE === 'phase-production-build'
  ? BuildTimeCacheHandler
  : PageCacheHandler

/**
 * The page and data cache. With REDIS_URL, a Redis cache shared by every instance
 * (server/sharedCacheHandler.mjs); without it, Next's own file-system cache handler kept in
 * memory (`isrFlushToDisk: false`), one per instance. Either way a 404 (or a render whose
 * source failed, server/cacheRules.mjs) is never stored, so
 * unknown paths cannot fill the cache, and a path that later gains a page or a CMS redirect
 * never answers with an old 404.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { isStorable } from './cacheRules.mjs'
import { countRevalidation } from './pageCacheRevalidations.mjs'

// Node hands us the CommonJS exports object; a bundler or test runner may hand us its default.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

export class LocalPageCacheHandler extends FileSystemCache {
  async set(key, value, context) {
    if (!isStorable(value)) return
    return super.set(key, value, context)
  }

  async revalidateTag(...args) {
    try {
      return await super.revalidateTag(...args)
    } finally {
      countRevalidation()
    }
  }
}

// `next build` reads nothing it could share (no route reads content at build time): no Redis there.
const shared = process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build'

export default shared ? (await import('./sharedCacheHandler.mjs')).default : LocalPageCacheHandler

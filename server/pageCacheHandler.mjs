/**
 * Next's own file-system cache handler, minus one thing: a 404 is never stored. Unknown paths are
 * rendered each time instead, so random URLs cannot fill the page cache, and a path that later
 * gains a page or a CMS redirect never answers with an old 404.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

// Node hands us the CommonJS exports object; a bundler or test runner may hand us its default.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])

export function isNotFoundResponse(value) {
  return Boolean(value && RESPONSE_KINDS.has(value.kind) && value.status === 404)
}

export default class PageCacheHandler extends FileSystemCache {
  async set(key, value, context) {
    if (isNotFoundResponse(value)) return
    return super.set(key, value, context)
  }
}

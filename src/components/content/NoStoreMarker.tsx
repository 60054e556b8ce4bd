import { wordpressFailedInThisRender } from '@/lib/wordpress'

/**
 * Marks a render that shows a fallback because WordPress failed: the page cache never stores
 * it (NO_STORE_MARKER in cache-handler/cacheRules.mjs), so an outage is not cached for 30 minutes.
 * Render it after the reads it speaks for have finished.
 */
export function NoStoreMarker() {
  return wordpressFailedInThisRender() ? <span hidden data-page-cache="no-store" /> : null
}

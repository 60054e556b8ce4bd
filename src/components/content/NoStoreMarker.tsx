import { wordpressFailedInThisRender } from '@/data/wordpress'
import { NO_STORE_ATTRIBUTE, NO_STORE_VALUE } from '../../../config/noStoreMarker.mjs'

/**
 * Marks a render that shows a fallback because WordPress failed: the page cache never stores
 * it (isDegradedRender in cache-handler/cacheRules.mjs looks for this attribute), so an outage
 * is not kept. Render it after the reads it speaks for have finished.
 */
export function NoStoreMarker() {
  return wordpressFailedInThisRender() ? (
    <span hidden {...{ [NO_STORE_ATTRIBUTE]: NO_STORE_VALUE }} />
  ) : null
}

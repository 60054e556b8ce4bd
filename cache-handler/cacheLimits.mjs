/**
 * The in-memory page cache's bound (without REDIS_URL): one setting, PAGE_CACHE_MAX_MB, the
 * megabytes its entries may hold together (as JSON, the measure the LRU sizes entries by). Past
 * it the least recently read entries go, so a crawl of every URL cannot grow the process's memory
 * beyond it, however large the site.
 */
export const DEFAULT_PAGE_CACHE_MAX_MB = 256

// The LRU also needs a count of entries; one per kilobyte bounds the bookkeeping of many small
// entries (data reads) by the same setting, and never binds before the bytes do on real pages.
const BYTES_PER_ENTRY = 1024

/** The LRU's limits from PAGE_CACHE_MAX_MB (unset: the default); a value that is not a whole number of megabytes is refused. */
export function pageCacheLimits(setting) {
  const text =
    setting === undefined || setting === ''
      ? String(DEFAULT_PAGE_CACHE_MAX_MB)
      : String(setting).trim()
  const megabytes = Number(text)
  if (!/^\d+$/.test(text) || megabytes < 1)
    throw new Error(
      `PAGE_CACHE_MAX_MB must be a whole number of megabytes, at least 1 (it is "${setting}")`,
    )
  const bytes = megabytes * 1024 * 1024
  // The handler's `maxItemSizeBytes` is the LRU's `maxSize`: the entries' total, not each one's.
  return { maxItemSizeBytes: bytes, maxItemsNumber: Math.floor(bytes / BYTES_PER_ENTRY) }
}

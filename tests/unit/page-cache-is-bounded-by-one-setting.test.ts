import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_CACHE_MAX_MB, pageCacheLimits } from '../../cache-handler/cacheLimits.mjs'

const MB = 1024 * 1024

/** A rendered page as the cache keeps it, about `kib` KiB of HTML. */
const pageEntry = (n: number, kib: number) => ({
  value: {
    kind: 'APP_PAGE',
    html: `<p>${n}</p>`.padEnd(kib * 1024, 'x'),
    status: 200,
    headers: {},
  },
  lastModified: Date.now(),
  tags: [`page:${n}`],
})

describe('the in-memory page cache', () => {
  it('holds at most PAGE_CACHE_MAX_MB, however many pages a crawl renders', async () => {
    const cache = createLruHandler(pageCacheLimits('2'))
    const crawled = 200 // 200 pages of 50 KiB: about 10 MB rendered
    for (let n = 0; n < crawled; n++) await cache.set(`/page/${n}`, pageEntry(n, 50) as never)
    let kept = 0
    let bytes = 0
    for (let n = 0; n < crawled; n++) {
      const entry = await cache.get(`/page/${n}`, { implicitTags: [] } as never)
      if (!entry) continue
      kept += 1
      bytes += JSON.stringify(entry).length
    }
    expect(bytes).toBeLessThanOrEqual(2 * MB)
    expect(kept).toBeGreaterThan(0)
    // The most recently rendered pages are the ones kept.
    expect(await cache.get(`/page/${crawled - 1}`, { implicitTags: [] } as never)).not.toBeNull()
    expect(await cache.get('/page/0', { implicitTags: [] } as never)).toBeNull()
  })

  it('defaults to 256 MB when the setting is unset', () => {
    expect(DEFAULT_PAGE_CACHE_MAX_MB).toBe(256)
    expect(pageCacheLimits(undefined).maxItemSizeBytes).toBe(256 * MB)
    expect(pageCacheLimits('').maxItemSizeBytes).toBe(256 * MB)
  })

  it('bounds the number of entries by the same setting', () => {
    expect(pageCacheLimits('64')).toEqual({ maxItemSizeBytes: 64 * MB, maxItemsNumber: 64 * 1024 })
  })

  it('refuses a setting that is not a whole number of megabytes, naming it', () => {
    for (const bad of ['0', '-5', '1.5', '256MB', 'lots'])
      expect(() => pageCacheLimits(bad)).toThrow(/PAGE_CACHE_MAX_MB/)
  })
})

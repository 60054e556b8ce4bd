import { describe, expect, it } from 'vitest'
import { blogHref, parseBlogQuery } from '@/lib/blogUrls'
import { formatUsLongDate } from '@/lib/dates'

describe('blog listing URL', () => {
  it('reads category and page', () => {
    expect(parseBlogQuery({ category: 'case-studies', page: '2' })).toEqual({
      category: 'case-studies',
      page: 2,
    })
  })

  it('falls back to all posts on page 1 for missing or odd values', () => {
    expect(parseBlogQuery({})).toEqual({ category: null, page: 1 })
    expect(parseBlogQuery({ category: ' ', page: 'abc' })).toEqual({ category: null, page: 1 })
    expect(parseBlogQuery({ page: '-3' }).page).toBe(1)
    expect(parseBlogQuery({ page: '1.5' }).page).toBe(1)
  })

  it('leaves page 1 and All Posts out of the link', () => {
    expect(blogHref({})).toBe('/resources/blog')
    expect(blogHref({ category: 'product-news', page: 1 })).toBe(
      '/resources/blog?category=product-news',
    )
    expect(blogHref({ category: 'product-news', page: 2 })).toBe(
      '/resources/blog?category=product-news&page=2',
    )
  })
})

describe('US long dates', () => {
  it("formats WordPress's zone-less date on its calendar day", () => {
    expect(formatUsLongDate('2026-10-29T00:30:00')).toBe('October 29, 2026')
    expect(formatUsLongDate('2026-01-01T23:59:59')).toBe('January 1, 2026')
  })
})

import { describe, expect, it } from 'vitest'
import { acceptsGzip, frontCacheKey, pageMatcher } from '../../server/frontPageCache'

const PAGES = [
  '/(payload)/cms/[[...segments]]/page',
  '/(payload)/api/[...slug]/route',
  '/(site)/[lang]/[[...slug]]/page',
  '/(site)/[lang]/admin/applications/page',
  '/(site)/[lang]/careers/[id]/page',
  '/(site)/[lang]/case-studies/[slug]/page',
  '/(site)/[lang]/next/blog/[category]/[page]/page',
  '/(site)/[lang]/resources/blog/[slug]/page',
  '/_not-found/page',
]

describe('the app page behind a cached path (its cache entry is keyed by both)', () => {
  const pageOf = pageMatcher(PAGES)

  it('prefers static segments to parameters and the catch-all to nothing', () => {
    expect(pageOf('/en')).toBe('/(site)/[lang]/[[...slug]]/page')
    expect(pageOf('/en/pricing')).toBe('/(site)/[lang]/[[...slug]]/page')
    expect(pageOf('/es/solutions/governments')).toBe('/(site)/[lang]/[[...slug]]/page')
    expect(pageOf('/en/careers/7')).toBe('/(site)/[lang]/careers/[id]/page')
    expect(pageOf('/en/careers')).toBe('/(site)/[lang]/[[...slug]]/page')
    expect(pageOf('/en/careers/7/more')).toBe('/(site)/[lang]/[[...slug]]/page')
    expect(pageOf('/es/case-studies/jamaica')).toBe('/(site)/[lang]/case-studies/[slug]/page')
    expect(pageOf('/en/resources/blog/post-2')).toBe('/(site)/[lang]/resources/blog/[slug]/page')
    expect(pageOf('/en/next/blog/-/1')).toBe('/(site)/[lang]/next/blog/[category]/[page]/page')
    expect(pageOf('/en/admin/applications')).toBe('/(site)/[lang]/admin/applications/page')
  })
})

describe('which requests the copy of a cached page may answer', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers })

  it('a visitor’s GET or HEAD of a page path, keyed as Next keys it', () => {
    expect(frontCacheKey(request('/'))).toBe('/en')
    expect(frontCacheKey(request('/pricing', { 'accept-encoding': 'gzip' }))).toBe('/en/pricing')
    expect(frontCacheKey(request('/es/faqs', {}, 'HEAD'))).toBe('/es/faqs')
    expect(frontCacheKey(request('/resources/blog'))).toBe('/en/next/blog/-/1')
    expect(frontCacheKey(request('/pricing', { cookie: 'theme=dark; other=1' }))).toBe('/en/pricing')
    // The language cookie only matters to `/`, which redirects on it.
    expect(frontCacheKey(request('/es/pricing', { cookie: 'site-lang=es' }))).toBe('/es/pricing')
  })

  it('the blog listing’s views, where the query is the view, as server/blogRewrites.mjs maps them', () => {
    expect(frontCacheKey(request('/resources/blog?page=2'))).toBe('/en/next/blog/-/2')
    expect(frontCacheKey(request('/resources/blog?category=product-news'))).toBe('/en/next/blog/product-news/1')
    expect(frontCacheKey(request('/resources/blog?page=3&category=news'))).toBe('/en/next/blog/news/3')
    expect(frontCacheKey(request('/es/resources/blog?category=news&page=2'))).toBe('/es/next/blog/news/2')
    for (const url of ['/resources/blog?page=two', '/resources/blog?category=', '/resources/blog?page=1&page=2', '/resources/blog?utm_source=x', '/resources/blog?category=News', '/resources/blog?category=a%20b', '/pricing?page=2', '/resources/blog?']) {
      expect(frontCacheKey(request(url)), url).toBeNull()
    }
  })

  it('nothing with a query, another method, an odd path, a router header or a personal cookie', () => {
    for (const url of ['/pricing?utm_source=x', '/pricing/', '//pricing', '/Pricing', '/caf%C3%A9', '/a/../b', '/cms/login', '/api/forms/demo', '/next/staff-bar']) {
      expect(frontCacheKey(request(url)), url).toBeNull()
    }
    expect(frontCacheKey(request('/pricing', {}, 'POST'))).toBeNull()
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action']) {
      expect(frontCacheKey(request('/pricing', { [header]: '1' })), header).toBeNull()
    }
    for (const cookie of ['__prerender_bypass=abc', 'a=1; payload-token=xyz', 'site-lang=es', '__next_preview_data=1']) {
      expect(frontCacheKey(request('/', { cookie })), cookie).toBeNull()
    }
  })
})

describe('whether a client takes the gzip copy', () => {
  it('reads Accept-Encoding as HTTP does, a zero quality refusing', () => {
    for (const header of ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', 'deflate, GZIP', '*', 'gzip; q=0.5']) {
      expect(acceptsGzip(header), header).toBe(true)
    }
    for (const header of [undefined, '', 'br', 'identity', 'gzip;q=0', 'gzip; q=0.0, br', 'x-gzip-like', 'br, gzipped', 'gzip;q=0, *', '*;q=0']) {
      expect(acceptsGzip(header), String(header)).toBe(false)
    }
  })
})

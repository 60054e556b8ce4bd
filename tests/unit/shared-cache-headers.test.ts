import { describe, expect, it } from 'vitest'
import { mayBeShared, PRIVATE, sharedCacheControl } from '../../server/sharedCacheHeaders'

const NEXT_PAGE = 's-maxage=3600, stale-while-revalidate=31532400'
const request = (
  url: string,
  { method = 'GET', cookie }: { method?: string; cookie?: string } = {},
) => ({ url, method, headers: cookie ? { cookie } : {} })

describe('what a shared cache in front may store', () => {
  it("makes a visitor's cached page public, with Next's lifetimes", () => {
    expect(sharedCacheControl(NEXT_PAGE, 200, true)).toBe(
      'public, s-maxage=3600, stale-while-revalidate=31532400',
    )
    expect(sharedCacheControl('s-maxage=1800', 200, true)).toBe('public, s-maxage=1800')
  })

  it('stores no page whose tags are unknown while a tag-invalidated cache is in front', () => {
    expect(sharedCacheControl(NEXT_PAGE, 200, false)).toBe(PRIVATE)
  })

  it('never lets an error be stored', () => {
    expect(sharedCacheControl(NEXT_PAGE, 404, true)).toBe('no-store')
    expect(
      sharedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate', 404, true),
    ).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
  })

  it("leaves Next's word alone on what it does not mark for shared caches", () => {
    const dynamic = 'private, no-cache, no-store, max-age=0, must-revalidate'
    expect(sharedCacheControl(dynamic, 200, true)).toBe(dynamic)
    expect(sharedCacheControl('public, max-age=31536000, immutable', 200, false)).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it('keeps staff sessions, draft mode, other methods, the CMS, the API and the review page private', () => {
    expect(mayBeShared(request('/pricing'))).toBe(true)
    expect(mayBeShared(request('/es/faqs?utm_source=x'))).toBe(true)
    expect(mayBeShared(request('/pricing', { cookie: 'a=1; payload-token=abc' }))).toBe(false)
    expect(mayBeShared(request('/pricing', { cookie: '__prerender_bypass=1' }))).toBe(false)
    expect(mayBeShared(request('/contact', { method: 'POST' }))).toBe(false)
    for (const path of [
      '/cms',
      '/cms/collections/faqs',
      '/api/forms/contact',
      '/api/users/me',
      '/admin/applications',
      '/es/admin/applications',
      '/next/preview',
    ]) {
      expect(mayBeShared(request(path)), path).toBe(false)
    }
  })

  it("shares the build's files and uploaded media whoever asks", () => {
    expect(
      mayBeShared(request('/_next/static/chunks/app.js', { cookie: 'payload-token=abc' })),
    ).toBe(true)
    expect(mayBeShared(request('/api/media/file/logo.png'))).toBe(true)
  })
})

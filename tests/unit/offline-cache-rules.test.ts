import { describe, expect, it } from 'vitest'
import {
  assetsOf,
  ESSENTIAL_PATHS,
  mayCacheRequest,
  mayCacheResponse,
  offlinePageFor,
} from '@/lib/offline/cacheRules'

const ORIGIN = 'https://schools.example'

const request = (
  path: string,
  { method = 'GET', headers = {} as Record<string, string> } = {},
) => ({
  method,
  url: new URL(path, ORIGIN).href,
  headers: new Headers(headers),
})

const response = (headers: Record<string, string> = {}, status = 200, type = 'basic') => ({
  status,
  type,
  headers: new Headers(headers),
})

describe('what the service worker may keep', () => {
  it('keeps GETs of the site’s pages and of Next’s immutable files', () => {
    for (const path of [
      '/',
      '/es',
      '/recovery-support',
      '/es/recovery-support',
      '/pricing',
      '/offline',
    ]) {
      expect({ path, cached: mayCacheRequest(request(path), ORIGIN) }).toEqual({
        path,
        cached: true,
      })
    }
    expect(mayCacheRequest(request('/_next/static/chunks/app.js'), ORIGIN)).toBe(true)
  })

  it('never keeps a POST, an RSC request or a request to another origin', () => {
    expect(mayCacheRequest(request('/recovery-support', { method: 'POST' }), ORIGIN)).toBe(false)
    expect(mayCacheRequest(request('/recovery-support', { headers: { RSC: '1' } }), ORIGIN)).toBe(
      false,
    )
    expect(mayCacheRequest(request('/recovery-support?_rsc=1x2y3'), ORIGIN)).toBe(false)
    expect(mayCacheRequest({ ...request('/'), url: 'https://elsewhere.example/' }, ORIGIN)).toBe(
      false,
    )
  })

  it('never keeps the CMS, the API, the review page, the plumbing, drafts or document links', () => {
    const paths = [
      '/cms',
      '/cms/collections/pages',
      '/api/forms/recovery',
      '/api/users/me',
      '/admin/applications',
      '/es/admin/applications',
      '/next/preview',
      '/draft/abc',
      '/es/draft/abc',
      '/trust/download/abc',
      '/es/trust/download/abc',
      '/search',
      '/_next/image',
      '/sw.js',
      '/manifest.webmanifest',
    ]
    for (const path of paths) {
      expect({ path, cached: mayCacheRequest(request(path), ORIGIN) }).toEqual({
        path,
        cached: false,
      })
    }
  })

  it('keeps a whole public answer, never one marked private or no-store, one that sets a cookie, or an error', () => {
    expect(
      mayCacheResponse(response({ 'Cache-Control': 's-maxage=3600, stale-while-revalidate=60' })),
    ).toBe(true)
    expect(
      mayCacheResponse(response({ 'Cache-Control': 'public, max-age=31536000, immutable' })),
    ).toBe(true)
    expect(mayCacheResponse(response({ 'Cache-Control': 'private, no-store' }))).toBe(false)
    expect(mayCacheResponse(response({ 'Cache-Control': 'No-Store' }))).toBe(false)
    expect(mayCacheResponse(response({ 'Cache-Control': 'private' }))).toBe(false)
    expect(mayCacheResponse(response({ 'Set-Cookie': 'payload-token=x' }))).toBe(false)
    expect(mayCacheResponse(response({}, 404))).toBe(false)
    expect(mayCacheResponse(response({}, 0, 'opaqueredirect'))).toBe(false)
  })
})

describe('what it keeps from the start, and shows offline', () => {
  it('keeps the recovery application and the offline page in both languages', () => {
    expect(ESSENTIAL_PATHS).toEqual(
      expect.arrayContaining([
        '/recovery-support',
        '/es/recovery-support',
        '/offline',
        '/es/offline',
      ]),
    )
  })

  it('shows the offline page in the language of the page asked for', () => {
    expect(offlinePageFor('/pricing')).toBe('/offline')
    expect(offlinePageFor('/es/precios')).toBe('/es/offline')
    expect(offlinePageFor('/es')).toBe('/es/offline')
  })

  it('finds the build’s scripts and stylesheets a page names', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a1.css"><script src="/_next/static/chunks/b2.js" async></script>' +
      '<script>self.__next_f.push([1,"\\"/_next/static/chunks/c3.js\\""])</script><img src="/media/x.png">'
    expect(assetsOf(html)).toEqual([
      '/_next/static/css/a1.css',
      '/_next/static/chunks/b2.js',
      '/_next/static/chunks/c3.js',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { isNotFoundResponse, isStorable } from '../../cache-handler/cacheRules.mjs'
import {
  commonHeaders,
  contentSecurityPolicy,
  headersForPath,
  imageConfig,
  imageOrigins,
} from '../../config/securityHeaders.mjs'

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((h) => h.key === key)?.value

describe('security headers', () => {
  it('send HSTS and upgrade-insecure-requests only for an https SERVER_URL', () => {
    const http = commonHeaders({ SERVER_URL: 'http://localhost:3000', NODE_ENV: 'production' })
    const https = commonHeaders({ SERVER_URL: 'https://www.example.org', NODE_ENV: 'production' })
    expect(header(http, 'Strict-Transport-Security')).toBeUndefined()
    expect(header(https, 'Strict-Transport-Security')).toMatch(/^max-age=\d+/)
    expect(header(https, 'Content-Security-Policy')).toContain('upgrade-insecure-requests')
  })

  it('allow images from our origin, data:, the WordPress host, the listing host and nothing else', () => {
    const policy = contentSecurityPolicy({
      images: imageOrigins({
        WORDPRESS_API_URL: 'https://blog.example.org/wp-json/wp/v2',
        SCHOOLS_API_URL: 'https://clients.example.net/api',
      }),
    })
    const imgSrc = policy.split('; ').find((part) => part.startsWith('img-src'))
    expect(imgSrc).toBe(
      "img-src 'self' data: blob: https://blog.example.org https://clients.example.net",
    )
    expect(policy).not.toContain("'unsafe-eval'")
  })

  it('mark the CMS, the API and the staff pages noindex, and nothing else', () => {
    const common = commonHeaders({})
    for (const path of ['/cms', '/cms/collections/pages', '/api/pages', '/admin/applications']) {
      expect(header(headersForPath(path, common), 'X-Robots-Tag'), path).toBe('noindex, nofollow')
    }
    for (const path of ['/', '/cmsx', '/apiary', '/administration']) {
      expect(header(headersForPath(path, common), 'X-Robots-Tag'), path).toBeUndefined()
    }
  })
})

describe('trust document links', () => {
  it('send no referrer from a link\u2019s answer, in either language, and leave other pages theirs', () => {
    const common = commonHeaders({})
    for (const path of ['/trust/download/abc', '/es/trust/download/abc']) {
      expect(header(headersForPath(path, common), 'Referrer-Policy'), path).toBe('no-referrer')
    }
    for (const path of ['/', '/trust', '/trust/request/4', '/downloads']) {
      expect(header(headersForPath(path, common), 'Referrer-Policy'), path).toBe(
        'strict-origin-when-cross-origin',
      )
    }
  })
})

describe('the build\u2019s scripts and stylesheets', () => {
  it('carry nosniff and HSTS, not the policies that only act on a document', () => {
    const common = commonHeaders({ SERVER_URL: 'https://www.example.org' })
    const keys = headersForPath('/_next/static/chunks/0abc.js', common, { buildFile: true }).map(
      (h: { key: string }) => h.key,
    )
    expect(keys.sort()).toEqual(['Strict-Transport-Security', 'X-Content-Type-Options'])
  })

  it('leave every other response its full set, a path shaped like a build file included', () => {
    const common = commonHeaders({})
    for (const path of [
      '/',
      '/_next/static/chunks/missing.js',
      '/_next/static/media/logo.svg',
      '/icon.svg',
      '/cms',
    ]) {
      expect(header(headersForPath(path, common), 'Content-Security-Policy'), path).toContain(
        "default-src 'self'",
      )
      expect(header(headersForPath(path, common), 'Permissions-Policy'), path).toContain(
        'camera=()',
      )
    }
  })
})

describe('live preview framing', () => {
  const frameSrc = (path: string) =>
    header(headersForPath(path, commonHeaders({})), 'Content-Security-Policy')
      ?.split('; ')
      .find((part) => part.startsWith('frame-src'))

  it('lets the CMS frame our own pages (the live-preview iframe), and no other page', () => {
    expect(frameSrc('/cms/collections/pages/1')).toMatch(
      /^frame-src 'self' https:\/\/www\.youtube-nocookie\.com/,
    )
    for (const path of ['/', '/pricing', '/cmsx'])
      expect(frameSrc(path), path).not.toContain("'self'")
  })

  it('keeps our pages frameable only by our own origin', () => {
    expect(header(commonHeaders({}), 'Content-Security-Policy')).toContain("frame-ancestors 'self'")
  })
})

describe('image optimizer hosts', () => {
  it('are our origin and the WordPress host only', () => {
    const config = imageConfig({
      SERVER_URL: 'https://www.example.org',
      WORDPRESS_API_URL: 'https://blog.example.org/wp-json/wp/v2',
    })
    expect(config.remotePatterns.map((pattern: { hostname: string }) => pattern.hostname)).toEqual([
      'www.example.org',
      'blog.example.org',
    ])
    expect(config.dangerouslyAllowLocalIP).toBe(false)
  })
})

describe('page cache handler', () => {
  it('recognises a 404 page or route response, and nothing else', () => {
    expect(isNotFoundResponse({ kind: 'APP_PAGE', status: 404 })).toBe(true)
    expect(isNotFoundResponse({ kind: 'APP_ROUTE', status: 404 })).toBe(true)
    expect(isNotFoundResponse({ kind: 'APP_PAGE', status: 200 })).toBe(false)
    expect(isNotFoundResponse({ kind: 'FETCH', status: 404 })).toBe(false)
    expect(isNotFoundResponse(null)).toBe(false)
  })

  it('never stores a 5xx answer, such as the blog feed while WordPress fails', () => {
    expect(isStorable({ kind: 'APP_ROUTE', status: 503 })).toBe(false)
    expect(isStorable({ kind: 'APP_PAGE', status: 500 })).toBe(false)
    expect(isStorable({ kind: 'APP_ROUTE', status: 200 })).toBe(true)
  })

  it('never stores a route handler answer that says no-store itself', () => {
    const redirect = {
      kind: 'APP_ROUTE',
      status: 307,
      headers: { 'cache-control': 'no-store', location: '/share-image/abc' },
    }
    expect(isStorable(redirect)).toBe(false)
    expect(
      isStorable({ kind: 'APP_ROUTE', status: 200, headers: { 'content-type': 'image/png' } }),
    ).toBe(true)
  })
})

import type http from 'node:http'
import { describe, expect, it } from 'vitest'
import { loggedPath, requestIdOf } from '../../server/accessLog'
import { routeGroup } from '../../server/metrics'

const request = (headers: http.IncomingHttpHeaders) => ({ headers }) as http.IncomingMessage

describe('the request log', () => {
  it('drops the query string of a form post', () => {
    expect(loggedPath('/api/forms/contact?lang=es&email=a@b.test')).toBe('/api/forms/contact')
  })

  it('keeps other query strings, without the value of a parameter that may carry a credential', () => {
    expect(loggedPath('/resources?page=2')).toBe('/resources?page=2')
    expect(loggedPath('/next/preview?secret=s3cret&path=%2Fpricing')).toBe(
      '/next/preview?secret=[redacted]&path=%2Fpricing',
    )
    expect(loggedPath('/cms/reset?token=abc')).toBe('/cms/reset?token=[redacted]')
    // The opt-in lists' links: their credential, and its name in emails sent before it had one.
    expect(loggedPath('/api/newsletter/confirm?s=4&e=9&token=abc')).toBe(
      '/api/newsletter/confirm?s=4&e=9&token=[redacted]',
    )
    expect(loggedPath('/api/newsletter/unsubscribe?s=4&t=abc')).toBe(
      '/api/newsletter/unsubscribe?s=4&t=[redacted]',
    )
  })

  it('masks a credential that is a segment of the path, in every language', () => {
    const token = 'A'.repeat(43)
    expect(loggedPath(`/trust/download/${token}`)).toBe('/trust/download/[redacted]')
    expect(loggedPath(`/es/trust/download/${token}?x=1`)).toBe('/es/trust/download/[redacted]?x=1')
    expect(loggedPath(`/draft/${token}`)).toBe('/draft/[redacted]')
    expect(loggedPath(`/es/draft/${token}`)).toBe('/es/draft/[redacted]')
    expect(loggedPath(`/cms/reset/${token}`)).toBe('/cms/reset/[redacted]')
    expect(loggedPath(`/api/users/verify/${token}`)).toBe('/api/users/verify/[redacted]')
    // Pages that merely look alike keep their path.
    expect(loggedPath('/trust/download')).toBe('/trust/download')
    expect(loggedPath('/trust/documents/download-guide')).toBe('/trust/documents/download-guide')
  })

  it('takes the X-Request-Id of a trusted proxy, and makes its own when no proxy is trusted', () => {
    expect(requestIdOf(request({ 'x-request-id': 'lb-7f3a' }), 1)).toBe('lb-7f3a')
    expect(requestIdOf(request({ 'x-request-id': 'lb-7f3a' }), 0)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('makes its own id when the sent one is not an id', () => {
    expect(requestIdOf(request({ 'x-request-id': 'a\nforged log line' }), 1)).toMatch(
      /^[0-9a-f-]{36}$/,
    )
    expect(requestIdOf(request({ 'x-request-id': 'x'.repeat(200) }), 1)).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('route groups of the request metrics', () => {
  it('names a fixed group for every path, so random paths add no label values', () => {
    expect(routeGroup('/')).toBe('pages')
    expect(routeGroup('/no-such-page-8d1f')).toBe('pages')
    expect(routeGroup('/api/forms/demo')).toBe('forms')
    expect(routeGroup('/api/pages')).toBe('api')
    expect(routeGroup('/cms/collections/pages')).toBe('cms')
    expect(routeGroup('/admin/applications')).toBe('review')
    expect(routeGroup('/_next/static/chunks/app.js')).toBe('static')
    expect(routeGroup('/og-default.png')).toBe('static')
  })
})

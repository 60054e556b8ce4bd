import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectStaffBar, STAFF_BAR_SCRIPT } from '../../server/staffBar'

/**
 * server/start.ts's order around Next: settle headers, inject the bar, then the handler. The
 * handler here stands in for Next's page cache: it serves one stored copy of the page to every
 * request (gzipped when asked, with the public cache header Next sends) and records what it was
 * asked for, so the tests can prove the stored page and visitors' responses never carry the bar.
 */
const CACHED_PAGE =
  '<!DOCTYPE html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>'
const askedFor: { acceptEncoding?: string }[] = []
let server: http.Server
let origin: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    injectStaffBar(req, res)
    askedFor.push({ acceptEncoding: req.headers['accept-encoding'] as string | undefined })
    const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip')
    const body = gzip ? gzipSync(CACHED_PAGE) : Buffer.from(CACHED_PAGE)
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.setHeader('cache-control', 's-maxage=31536000')
    res.setHeader('content-length', body.length)
    if (gzip) res.setHeader('content-encoding', 'gzip')
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('staff bar', () => {
  it('is absent from a visitor’s page, which keeps the public cache header', async () => {
    const response = await fetch(`${origin}/`)
    const html = await response.text()
    expect(html).toBe(CACHED_PAGE)
    expect(html).not.toContain(STAFF_BAR_SCRIPT)
    expect(response.headers.get('cache-control')).toBe('s-maxage=31536000')
  })

  it('is added for a request with a session cookie, and that copy is private and never stored', async () => {
    const response = await fetch(`${origin}/pricing`, {
      headers: { cookie: 'other=1; payload-token=abc', 'accept-encoding': 'gzip' },
    })
    const html = await response.text()
    expect(html).toBe(
      `${CACHED_PAGE}<script src="${STAFF_BAR_SCRIPT}" defer data-staff-bar=""></script>`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('vary')).toBe('Cookie')
    // The cache was asked for the plain page: nothing compressed was appended to.
    expect(askedFor.at(-1)?.acceptEncoding).toBeUndefined()
  })

  it('leaves the stored page untouched after staff viewed it: the next visitor gets no trace', async () => {
    await fetch(`${origin}/`, { headers: { cookie: 'payload-token=abc' } })
    const html = await (await fetch(`${origin}/`)).text()
    expect(html).not.toContain('staff-bar')
  })

  it('is not added to the CMS, the API, or client-side navigations (RSC requests)', async () => {
    for (const [path, headers] of [
      ['/cms', {}],
      ['/api/pages', {}],
      ['/pricing', { rsc: '1' }],
    ] as const) {
      const html = await (
        await fetch(`${origin}${path}`, { headers: { cookie: 'payload-token=abc', ...headers } })
      ).text()
      expect(html, path).not.toContain('staff-bar')
    }
  })
})

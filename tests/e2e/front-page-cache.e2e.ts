import { gunzipSync } from 'node:zlib'
import { raw } from './rawHttp'
import { expect, test } from './test'

const SAME_AS_NEXT = ['content-type', 'cache-control', 'vary', 'x-nextjs-cache', 'x-nextjs-prerender', 'content-security-policy', 'x-frame-options', 'referrer-policy']

async function cachedByNext(path: string) {
  await expect.poll(async () => (await raw(path)).headers['x-nextjs-cache'], { timeout: 15_000 }).toBe('HIT')
}

test('a cached page answers every visitor with what Next answered: headers, bytes, gzip and HEAD', async () => {
  for (const path of ['/pricing', '/es/faqs', '/resources/blog', '/resources/blog?page=2']) {
    await cachedByNext(path)
    // Another query parameter sends the request through Next's pipeline; the page ignores it.
    const fromNext = await raw(`${path}${path.includes('?') ? '&' : '?'}utm_source=test`)
    const plain = await raw(path)
    const again = await raw(path)
    expect(plain.status).toBe(200)
    expect(again.body.equals(plain.body), path).toBe(true)
    expect(plain.headers['content-length']).toBe(String(plain.body.length))
    expect(plain.body.toString(), path).toBe(fromNext.body.toString())
    for (const name of SAME_AS_NEXT) expect(plain.headers[name], `${path} ${name}`).toEqual(fromNext.headers[name])

    const gzip = await raw(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true)
    expect(Number(gzip.headers['content-length'])).toBeLessThan(plain.body.length / 3)

    const head = await raw(path, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(plain.body.length))
  }
})

test('an unknown path, a client-side navigation and a draft are still answered by Next', async () => {
  await cachedByNext('/pricing')
  const missing = await raw('/no-such-page-anywhere')
  expect(missing.status).toBe(404)
  const navigation = await raw('/pricing', { headers: { rsc: '1' } })
  // Next's router wants its payload, not the page (today it first redirects to `?_rsc`).
  expect(String(navigation.headers['content-type'] ?? '')).not.toContain('text/html')
  expect(navigation.body.toString()).not.toContain('<html')
  const draft = await raw('/pricing', { headers: { cookie: '__prerender_bypass=not-a-real-one' } })
  expect(draft.status).toBe(200)
  expect(draft.body.toString()).toContain('</html>')
})

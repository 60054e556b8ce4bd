import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { raw, type RawResponse } from './rawHttp'
import { expect, test } from './test'

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
// What a response compressed on its way out would cost: the compression middleware's Brotli.
const perRequestBrotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
const KEPT = ['content-type', 'cache-control', 'last-modified', 'x-content-type-options']

/** The largest script `/` loads, as the build wrote it (Next's answer to a client taking no coding). */
async function largestScriptOfHome() {
  const html = (await raw('/')).body.toString('utf8')
  const sources = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))]
  expect(sources.length).toBeGreaterThan(0)
  const files = await Promise.all(sources.map(async (path) => ({ path, plain: await raw(path) })))
  return files.reduce((large, file) =>
    file.plain.body.length > large.plain.body.length ? file : large,
  )
}

/** Asks until the copy compressed in the background answers: a whole body, so a Content-Length. */
async function compressedOnce(path: string, headers: Record<string, string>): Promise<RawResponse> {
  let answer!: RawResponse
  await expect
    .poll(
      async () => {
        answer = await raw(path, { headers })
        return answer.headers['content-length'] !== undefined
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return answer
}

test('a built script goes out compressed once at the best settings: Brotli to browsers, gzip otherwise, the same bytes decoded and the same headers', async () => {
  const { path, plain } = await largestScriptOfHome()
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()

  const brotli = await compressedOnce(path, BROWSER)
  expect(brotli.status).toBe(200)
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true)
  expect(brotli.body.length).toBeLessThan(perRequestBrotli(plain.body).length * 0.95)
  for (const header of KEPT) expect(brotli.headers[header], header).toEqual(plain.headers[header])
  expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i)

  const gzip = await raw(path, { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length)
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)

  const head = await raw(path, { method: 'HEAD', headers: BROWSER })
  expect(head.headers['content-encoding']).toBe('br')
  expect(head.headers['content-length']).toBe(String(brotli.body.length))
  expect(head.body.length).toBe(0)
})

test('ranges, revalidations and paths outside the build are left to Next', async () => {
  const { path, plain } = await largestScriptOfHome()
  await compressedOnce(path, BROWSER)

  const range = await raw(path, { headers: { ...BROWSER, range: 'bytes=0-99' } })
  expect(range.status).toBe(206)
  expect(range.body.equals(plain.body.subarray(0, 100))).toBe(true)

  const revalidation = await raw(path, {
    headers: { ...BROWSER, 'if-modified-since': String(plain.headers['last-modified']) },
  })
  expect(revalidation.status).toBe(304)

  for (const outside of [
    '/_next/static/%2e%2e/%2e%2e/package.json',
    '/_next/static/../../package.json',
    '/_next/static/chunks/missing.js',
  ]) {
    const answer = await raw(outside, { headers: BROWSER })
    expect(answer.status, outside).toBe(404)
    expect(answer.body.toString('latin1'), outside).not.toContain('"dependencies"')
  }
})

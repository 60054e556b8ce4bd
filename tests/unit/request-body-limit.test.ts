import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES, bodyLimitFor, limitRequestBody } from '../../server/requestBodyLimit'
import { UPLOAD_LIMIT_BYTES } from '../../config/uploadLimits.mjs'

const MB = 1024 * 1024
let server: http.Server
let origin: string
/** What the app behind the limit saw of each request it was handed. */
const handed: { url: string; size: number; declared: string | undefined }[] = []

beforeAll(async () => {
  server = http.createServer((req, res) =>
    limitRequestBody(req, res, async (request) => {
      let size = 0
      for await (const chunk of request) size += (chunk as Buffer).length
      handed.push({ url: request.url ?? '', size, declared: request.headers['content-length'] })
      res.end(JSON.stringify({ size }))
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Sends `size` bytes in 64 KB chunks, its length declared or chunked; resolves with the status and body. */
function send(
  path: string,
  size: number,
  declared: boolean,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      { method: 'POST', headers: declared ? { 'content-length': String(size) } : {} },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 'x')
    let sent = 0
    const pump = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += part.length
        if (!req.write(part)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

describe('request body limit', () => {
  it('refuses a body declared over 1 MB with 413, without handing it on', async () => {
    const before = handed.length
    expect((await send('/api/pages?a=1', BODY_LIMIT_BYTES + 1, true)).status).toBe(413)
    expect(handed.length).toBe(before)
  })

  it('hands on a body of exactly 1 MB as it came', async () => {
    const answer = await send('/api/pages', BODY_LIMIT_BYTES, true)
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ size: BODY_LIMIT_BYTES }) })
  })

  it('refuses a chunked body with 413 once it passes 1 MB, without handing it on', async () => {
    const before = handed.length
    expect((await send('/api/users/login', 3 * MB, false)).status).toBe(413)
    expect(handed.length).toBe(before)
  })

  it('hands on a chunked body under the limit whole, its length now declared', async () => {
    const answer = await send('/next/some-action', 200 * 1024, false)
    expect(answer.status).toBe(200)
    expect(handed.at(-1)).toEqual({
      url: '/next/some-action',
      size: 200 * 1024,
      declared: String(200 * 1024),
    })
  })

  it('lets an upload to /api/media pass 1 MB, up to its own limit', async () => {
    const limit = bodyLimitFor('/api/media')
    expect((await send('/api/media', 2 * MB, true)).status).toBe(200)
    expect((await send('/api/media', 2 * MB, false)).status).toBe(200)
    expect((await send('/api/media', limit + 1, true)).status).toBe(413)
    expect((await send('/api/media', limit + MB, false)).status).toBe(413)
  })

  it('gives every upload collection its own limit, room for its file and the form around it', () => {
    for (const [slug, fileLimit] of Object.entries(UPLOAD_LIMIT_BYTES)) {
      expect(bodyLimitFor(`/api/${slug}`)).toBeGreaterThan(fileLimit)
      expect(bodyLimitFor(`/api/${slug}/12`)).toBe(bodyLimitFor(`/api/${slug}`))
    }
    expect(UPLOAD_LIMIT_BYTES['document-files']).toBeGreaterThanOrEqual(20 * MB)
    // Only the upload collections' own paths: not a longer slug, nor a key every object has.
    expect(bodyLimitFor('/api/media-kits')).toBe(BODY_LIMIT_BYTES)
    expect(bodyLimitFor('/api/constructor')).toBe(BODY_LIMIT_BYTES)
    expect(bodyLimitFor('/api/document-files-x')).toBe(BODY_LIMIT_BYTES)
  })

  it('takes a 20 MB chunked PDF upload to /api/document-files and refuses 200 MB unread', async () => {
    expect((await send('/api/document-files', 20 * MB, false)).status).toBe(200)
    const before = handed.length
    expect((await send('/api/document-files', 200 * MB, true)).status).toBe(413)
    expect(handed.length).toBe(before)
  })
})

import { request as httpRequest } from 'node:http'
import { expect, test } from './test'

const MB = 1024 * 1024

/**
 * Sends `size` bytes to the e2e server in 64 KB chunks, declared up front (Content-Length) or
 * not (chunked), and resolves with the status the server answers, however much of the body it
 * took before answering.
 */
function send(path: string, size: number, { declared }: { declared: boolean }): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (declared) headers['content-length'] = String(size)
    const req = httpRequest(`${process.env.E2E_BASE_URL}${path}`, { method: 'POST', headers }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    // The server may close the connection once it has answered: the status is what counts.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, 'a')
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

test.describe('request bodies', () => {
  test('a JSON body over 1 MB with its length declared is refused with 413', async () => {
    expect(await send('/api/pages', 2 * MB, { declared: true })).toBe(413)
  })

  test('a chunked body is refused with 413 once it passes 1 MB', async () => {
    expect(await send('/api/users/login', 3 * MB, { declared: false })).toBe(413)
  })

  test('an upload to /api/media may pass 1 MB but not the upload limit', async () => {
    // Anonymous, so Payload refuses the upload itself: what matters is that it got to decide.
    expect(await send('/api/media', 2 * MB, { declared: true })).not.toBe(413)
    expect(await send('/api/media', 11 * MB, { declared: true })).toBe(413)
  })
})

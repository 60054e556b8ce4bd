import { request as httpRequest } from 'node:http'
import { bodyLimitFor } from '../../server/requestBodyLimit'
import { largePdf } from '../fixtures/pdf'
import { adminLogin, api } from './cmsApi'
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
    const req = httpRequest(
      `${process.env.E2E_BASE_URL}${path}`,
      { method: 'POST', headers },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
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
    expect(await send('/api/media', bodyLimitFor('/api/media') + 1, { declared: true })).toBe(413)
  })
})

test.describe('uploads', () => {
  test('staff upload a 20 MB trust PDF; a 200 MB body is refused before it is read', async () => {
    const token = await adminLogin()
    const form = new FormData()
    const file = largePdf(`upload-${Date.now()}`, 20 * MB)
    form.append(
      'file',
      new Blob([new Uint8Array(file)], { type: 'application/pdf' }),
      `audit-${Date.now()}.pdf`,
    )
    const upload = await fetch(`${process.env.E2E_BASE_URL}/api/document-files`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    })
    expect(upload.status, await upload.clone().text()).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number; filesize: number } }
    expect(doc.filesize).toBe(file.length)
    await api(token, 'DELETE', `/document-files/${doc.id}`)
    expect(await send('/api/document-files', 200 * MB, { declared: true })).toBe(413)
  })
})

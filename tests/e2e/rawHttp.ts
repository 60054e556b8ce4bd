import { request as httpRequest } from 'node:http'

export type RawResponse = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw request to the e2e server: `fetch` would decompress the body and hide how it travelled. */
export function raw(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest(`${process.env.E2E_BASE_URL}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

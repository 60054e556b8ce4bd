import http from 'node:http'
import type { AddressInfo } from 'node:net'
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

const rest: Record<string, RouteHandler> = {
  GET: REST_GET(config) as RouteHandler,
  POST: REST_POST(config) as RouteHandler,
  PATCH: REST_PATCH(config) as RouteHandler,
  DELETE: REST_DELETE(config) as RouteHandler,
}

export type ExtraRoutes = Record<string, (request: Request) => Promise<Response>>

async function toRequest(req: http.IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const body = chunks.length ? Buffer.concat(chunks) : undefined
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value)
    else if (Array.isArray(value)) headers.set(key, value.join(', '))
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  })
}

/**
 * Serves Payload's REST handlers (the ones Next mounts at /api) and any of our own
 * route handlers over real HTTP on 127.0.0.1, without starting Next.
 */
export async function startApiServer(extra: ExtraRoutes = {}) {
  const server = http.createServer(async (req, res) => {
    try {
      const origin = `http://${req.headers.host}`
      const request = await toRequest(req, origin)
      const { pathname } = new URL(request.url)
      let response: Response
      if (extra[pathname]) response = await extra[pathname](request)
      else {
        const slug = pathname
          .replace(/^\/api\//, '')
          .split('/')
          .filter(Boolean)
        const handler = rest[req.method ?? 'GET']
        response = await handler(request, { params: Promise.resolve({ slug }) })
      }
      const headers: Record<string, string[]> = {}
      response.headers.forEach((value, key) => {
        headers[key] = key === 'set-cookie' ? response.headers.getSetCookie() : [value]
      })
      res.writeHead(response.status, headers)
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The largest request body the app reads, enforced before Next sees the request: Payload reads a
 * JSON body of any size, and a form's own limit (src/forms/submitForm.ts) applies only once Next has
 * routed it. A body declared too large is refused at once; a chunked one is counted as it
 * arrives and refused once it passes the limit. Both are answered 413.
 */
import { AsyncResource } from 'node:async_hooks'
import http from 'node:http'

import { uploadBodyLimitFor } from '../config/uploadLimits.mjs'

export const BODY_LIMIT_BYTES = 1024 * 1024
// How long a refused client may go on sending (read and dropped, so it sees the 413) before
// its connection is closed.
const DRAIN_MS = 5_000

/** An upload collection's own limit (config/uploadLimits.mjs), else the JSON limit. */
export function bodyLimitFor(pathname: string): number {
  return uploadBodyLimitFor(pathname) ?? BODY_LIMIT_BYTES
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse, limit: number) {
  const message = `Request body too large: the limit is ${limit} bytes.\n`
  res.writeHead(413, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(message),
    'cache-control': 'no-store',
    connection: 'close',
  })
  // The answer goes out whole now, but the response ends only once the client has stopped
  // sending: ending it at once closes the socket under a client still writing, which then
  // sees a reset instead of the 413.
  res.write(message)
  req.removeAllListeners('data')
  req.resume()
  const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS).unref()
  req.once('end', () => {
    clearTimeout(timer)
    res.end()
  })
}

/** A request like `req` whose body is `body`, read whole, with its length now declared. */
function withBody(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const copy = new http.IncomingMessage(req.socket)
  const headers = { ...req.headers, 'content-length': String(body.length) }
  delete headers['transfer-encoding']
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    headers,
    rawHeaders: Object.entries(headers).flatMap(([name, value]) =>
      [value ?? []].flat().flatMap((item) => [name, item]),
    ),
  })
  copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}

/**
 * Hands `next` the request once its body is known to fit the limit of its path, or answers 413.
 * A body with a declared length (Node holds it to that length) goes on as it is; a chunked one
 * is read here, counted, and handed on whole.
 */
export function limitRequestBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: (req: http.IncomingMessage) => void,
): void {
  const limit = bodyLimitFor((req.url ?? '/').split('?')[0])
  const declared = req.headers['content-length']
  if (declared !== undefined) {
    if (Number(declared) > limit) return refuse(req, res, limit)
    return next(req)
  }
  if (req.headers['transfer-encoding'] === undefined) return next(req)
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= limit) return void chunks.push(chunk)
    chunks.length = 0
    refuse(req, res, limit)
  })
  // In the request's own context (its id on every log line), not the socket's.
  req.on(
    'end',
    AsyncResource.bind(() => size <= limit && next(withBody(req, Buffer.concat(chunks)))),
  )
  // A client that leaves mid-body has no one to answer.
  req.on('error', () => {})
}

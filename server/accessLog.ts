import { randomUUID } from 'node:crypto'
import type http from 'node:http'
import { DOCUMENT_LINK_PATH, PREFIXED_LOCALES, SECTIONS } from '../config/paths.mjs'
import { clientAddress } from '../src/lib/clientAddress'
import { requestContext } from '../src/lib/observability/requestContext'
import { serverLog } from './logger'
import { observeRequest } from './metrics'

// What a proxy's id may look like: a UUID, a hex trace id, a load balancer's own format.
const FOREIGN_ID = /^[\w.:@/+=-]{1,128}$/
// Query parameters that can carry a credential (preview secrets, reset tokens, the opt-in lists'
// link tokens) are not logged. A credential's parameter says so in its name; `t` is the opt-in
// links' name for their token in emails sent before that rule.
const SECRET_PARAMETER = /secret|token|password|code|key|^t$/i
// Paths whose segment after these is a credential: an approval's download link, a draft link
// (either with a language prefix), Payload's password reset and email verification.
const CREDENTIAL_PATH = new RegExp(
  `^((?:/(?:${PREFIXED_LOCALES.join('|')}))?/(?:${DOCUMENT_LINK_PATH}|${SECTIONS.draftLink})/|/${SECTIONS.cms}/reset/|/(?:${SECTIONS.cms}|${SECTIONS.api})/users/verify/)[^/]+`,
)
const REDACTED = '[redacted]'

/** The id a trusted proxy gave the request, else a fresh one. A client's own is not trusted. */
export function requestIdOf(req: http.IncomingMessage, hops: number): string {
  const sent = req.headers['x-request-id']
  if (hops > 0 && typeof sent === 'string' && FOREIGN_ID.test(sent)) return sent
  return randomUUID()
}

/**
 * The path as logged: no query string on form posts, no value of a parameter that may carry a
 * credential elsewhere, and no credential that is a segment of the path (CREDENTIAL_PATH). A
 * form's fields are never in a log line (they are in its body).
 */
export function loggedPath(url: string): string {
  const queryAt = url.indexOf('?')
  const pathname = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(
    CREDENTIAL_PATH,
    `$1${REDACTED}`,
  )
  if (queryAt === -1 || pathname.startsWith('/api/forms/')) return pathname
  const query = new URLSearchParams(url.slice(queryAt + 1))
  for (const name of new Set(query.keys()))
    if (SECRET_PARAMETER.test(name)) query.set(name, REDACTED)
  return `${pathname}?${query.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED)}`
}

/**
 * Counts the bytes sent for this response (headers and body, after compression) from what the
 * socket reports, so the response itself is left alone. Requests on one keep-alive connection
 * follow one another, so the difference belongs to this one.
 */
function countBytes(req: http.IncomingMessage): () => number {
  const socket = req.socket
  const before = socket.bytesWritten
  return () => socket.bytesWritten - before
}

/**
 * Gives the request its id (sent back in X-Request-Id and put on every Payload log line written
 * while it is answered), writes one JSON line when its response ends (or the client leaves),
 * counts it in the metrics, and runs `next` inside its context.
 */
export function logRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  hops: number,
  next: () => void,
): void {
  const started = process.hrtime.bigint()
  const requestId = requestIdOf(req, hops)
  const client = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops)
  res.setHeader('x-request-id', requestId)
  const bytes = countBytes(req)
  let logged = false
  const done = () => {
    if (logged) return
    logged = true
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const path = loggedPath(req.url ?? '/')
    // A client that left before the end is logged with the status it would have had.
    const status = res.writableFinished || res.headersSent ? res.statusCode : 499
    observeRequest(req.method ?? 'GET', path, status, seconds)
    serverLog.info(
      {
        method: req.method,
        path,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        bytes: bytes(),
        client,
        userAgent: req.headers['user-agent'] ?? '',
        requestId,
      },
      'request',
    )
  }
  res.once('finish', done)
  res.once('close', done)
  requestContext.run({ requestId }, next)
}

/**
 * What the server's two copies of a Next response (a cached page in frontPageCache, a repeated
 * 404 in recentNotFound) keep of it: the headers Next and the entry set, and the bytes written.
 */
import type http from 'node:http'

export type CopiedHeaders = [string, number | string | string[]][]

// Set by Node on every response, or by the compression middleware for this client: a copy holds
// the bytes before compression.
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/** A response's headers without those that belong to one answer only. */
export function copiedHeaders(headers: http.OutgoingHttpHeaders): CopiedHeaders {
  return Object.entries(headers).filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name)) as CopiedHeaders
}

/** The bytes of a chunk handed to `res.write` or `res.end`, copied (the writer may reuse its buffer); none for a callback. */
export function chunkBytes(chunk: unknown, encoding?: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8')
  if (chunk instanceof Uint8Array) return Buffer.from(chunk)
  return null
}

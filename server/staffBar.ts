import type { IncomingMessage, ServerResponse } from 'node:http'
import { isSitePage, STAFF_BAR_SCRIPT, STAFF_SESSION_COOKIE } from '../config/paths.mjs'

/** Payload's session cookie (HttpOnly, so only the server can see it). */
export const SESSION_COOKIE = STAFF_SESSION_COOKIE
export { STAFF_BAR_SCRIPT }
export const STAFF_BAR_TAG = `<script src="${STAFF_BAR_SCRIPT}" defer data-staff-bar=""></script>`

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))
}

/** A page request from someone holding a session cookie: the only requests that get the bar. */
export function wantsStaffBar(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET') return false
  const pathname = (req.url ?? '/').split('?')[0]
  // The CMS, the API, the plumbing and Next's own files are not pages a staff member edits from.
  if (!isSitePage(pathname) || req.headers['rsc'] !== undefined) return false
  // A page inside a frame is the CMS's live preview: the editor is already in the CMS.
  if (req.headers['sec-fetch-dest'] === 'iframe') return false
  return hasSessionCookie(req.headers.cookie)
}

/**
 * Appends the staff bar's script tag to an HTML page on its way out of the server entry, after
 * Next's cache: the cached page stays the visitors' page, and the copy with the tag is marked
 * private and never stored. Visitors (no session cookie) are never touched. The script checks
 * the session itself before it shows anything, so a stale or forged cookie shows nothing.
 */
export function injectStaffBar(req: IncomingMessage, res: ServerResponse): void {
  if (!wantsStaffBar(req)) return
  // The tag is appended to the body: it must leave the server uncompressed.
  delete req.headers['accept-encoding']
  let html = false
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    html = status === 200 && String(res.getHeader('content-type') ?? '').startsWith('text/html')
    if (html) {
      res.removeHeader('content-length')
      res.setHeader('cache-control', 'private, no-store')
      res.setHeader('vary', 'Cookie')
    }
    return writeHead(...args)
  }) as typeof res.writeHead
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((...args: unknown[]) => {
    const [chunk] = args
    if (typeof chunk === 'function' || chunk === undefined || chunk === null) {
      if (!res.headersSent) res.writeHead(res.statusCode)
      if (html) res.write(STAFF_BAR_TAG)
      return end(...args)
    }
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (html) {
      const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : 'utf8'
      const callback = args.find((arg) => typeof arg === 'function')
      res.write(chunk as Buffer | string, encoding)
      res.write(STAFF_BAR_TAG)
      return callback ? end(callback) : end()
    }
    return end(...args)
  }) as typeof res.end
}

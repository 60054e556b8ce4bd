/**
 * The largest file each upload collection takes: the one place these limits live. The server
 * entry (server/requestBodyLimit.ts) refuses a bigger body to `/api/<collection>` before reading
 * it; every other body keeps the 1 MiB JSON limit. Plain JavaScript, import-free, so the server
 * entry and the collections read the same figures.
 */

const MB = 1024 * 1024

/** Bytes of file per upload collection, by slug. */
export const UPLOAD_LIMIT_BYTES = {
  /** Images of the media library: room for a large photograph, no more. */
  media: 10 * MB,
  /** The trust centre's PDFs: security reports and audit letters run to tens of megabytes. */
  'document-files': 50 * MB,
}

/** The largest file of any collection: Payload's own multipart parser is told this (payload.config.ts). */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMIT_BYTES))

/** What a multipart body carries beside its file: the boundaries and the document's other fields. */
export const MULTIPART_ALLOWANCE_BYTES = 1 * MB

/** The largest body `/api/<slug>` (and below) takes, or undefined for a path that is no upload. */
export function uploadBodyLimitFor(pathname) {
  const match = /^\/api\/([^/]+)(?:\/|$)/.exec(pathname)
  // Own keys only: `/api/constructor` must not find Object's.
  if (!match || !Object.hasOwn(UPLOAD_LIMIT_BYTES, match[1])) return undefined
  return UPLOAD_LIMIT_BYTES[match[1]] + MULTIPART_ALLOWANCE_BYTES
}

import type { Payload } from 'payload'
import type { DocumentFile } from '@/payload-types'
import { readStoredFile } from '@/lib/storage/readStoredFile'
import { hashLinkToken, isLinkToken } from './accessLinks'

/** What an approval's link leads to: the file, or why not (404: no such link; 410: it ended). */
export type LinkOutcome =
  | { kind: 'file'; bytes: Uint8Array; filename: string; mimeType: string }
  | { kind: 'unknown' }
  | { kind: 'gone' }

/**
 * Opens an approval's link: the request it belongs to must be approved, within its week, and
 * its document still published. Each download is recorded with the request, the time and the
 * address it came from (the privacy tool lists them with the requester's records).
 */
export async function openDocumentLink(payload: Payload, token: string, address: string, now = new Date()): Promise<LinkOutcome> {
  if (!isLinkToken(token)) return { kind: 'unknown' }
  const { docs } = await payload.find({
    collection: 'document-requests',
    where: { linkHash: { equals: hashLinkToken(token) } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const request = docs[0]
  if (!request) return { kind: 'unknown' }
  if (request.status !== 'approved' || !request.linkExpiresAt || new Date(request.linkExpiresAt) <= now) return { kind: 'gone' }
  const documentId = typeof request.document === 'object' ? request.document.id : request.document
  const doc = await payload.findByID({ collection: 'documents', id: documentId, depth: 1, draft: false, overrideAccess: true, disableErrors: true })
  const file = doc?._status === 'published' && typeof doc.file === 'object' ? (doc.file as DocumentFile) : null
  if (!file?.filename) return { kind: 'gone' }
  const bytes = await readStoredFile(payload, 'document-files', file)
  await payload.create({
    collection: 'document-downloads',
    data: { request: request.id, document: documentId, email: request.email, downloadedAt: now.toISOString(), address },
    overrideAccess: true,
    depth: 0,
  })
  return { kind: 'file', bytes, filename: file.filename, mimeType: file.mimeType ?? 'application/pdf' }
}

import type { Payload } from 'payload'
import type { DocumentFile, DocumentRequest } from '@/payload-types'
import { readStoredFile } from '@/lib/storage/readStoredFile'
import { hashLinkToken, isLinkLive, isLinkToken } from './accessLinks'

/** What an approval's link leads to: the file, or why not (404: no such link; 410: it ended). */
export type LinkOutcome =
  | { kind: 'file'; bytes: Uint8Array; filename: string; mimeType: string }
  | { kind: 'unknown' }
  | { kind: 'gone' }

/** The same, without the file's bytes: what a HEAD of the link answers. */
export type LinkHeadOutcome =
  | { kind: 'file'; filename: string; mimeType: string; size: number | null }
  | { kind: 'unknown' }
  | { kind: 'gone' }

type LinkedFile = {
  kind: 'file'
  request: DocumentRequest
  documentId: number
  file: DocumentFile & { filename: string }
}

/**
 * The file an approval's link leads to now: the request it belongs to must be approved, within
 * its week, and its document still published. Reads no file and records nothing.
 */
async function findLinkedFile(
  payload: Payload,
  token: string,
  now: Date,
): Promise<LinkedFile | { kind: 'unknown' } | { kind: 'gone' }> {
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
  if (!isLinkLive(request, now)) return { kind: 'gone' }
  const documentId = typeof request.document === 'object' ? request.document.id : request.document
  const doc = await payload.findByID({
    collection: 'documents',
    id: documentId,
    depth: 1,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
  })
  const file =
    doc?._status === 'published' && typeof doc.file === 'object' ? (doc.file as DocumentFile) : null
  if (!file?.filename) return { kind: 'gone' }
  return { kind: 'file', request, documentId, file: { ...file, filename: file.filename } }
}

/**
 * Opens an approval's link (see findLinkedFile). Each download is recorded with the request, the
 * time and the address it came from (the privacy tool lists them with the requester's records).
 */
export async function openDocumentLink(
  payload: Payload,
  token: string,
  address: string,
  now = new Date(),
): Promise<LinkOutcome> {
  const linked = await findLinkedFile(payload, token, now)
  if (linked.kind !== 'file') return linked
  const { request, documentId, file } = linked
  const bytes = await readStoredFile(payload, 'document-files', file)
  await payload.create({
    collection: 'document-downloads',
    data: {
      request: request.id,
      document: documentId,
      email: request.email,
      downloadedAt: now.toISOString(),
      address,
    },
    overrideAccess: true,
    depth: 0,
  })
  return {
    kind: 'file',
    bytes,
    filename: file.filename,
    mimeType: file.mimeType ?? 'application/pdf',
  }
}

/** What opening the link would answer, without reading the file or recording a download: for HEAD. */
export async function peekDocumentLink(
  payload: Payload,
  token: string,
  now = new Date(),
): Promise<LinkHeadOutcome> {
  const linked = await findLinkedFile(payload, token, now)
  if (linked.kind !== 'file') return linked
  const { file } = linked
  return {
    kind: 'file',
    filename: file.filename,
    mimeType: file.mimeType ?? 'application/pdf',
    size: file.filesize ?? null,
  }
}

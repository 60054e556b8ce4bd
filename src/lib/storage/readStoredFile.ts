import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { CollectionSlug, Payload } from 'payload'
import { s3ClientConfig } from './mediaStorage'
import { env } from '@/lib/env'

type Stored = { filename?: string | null; prefix?: string | null }

let client: S3Client | undefined

/**
 * The bytes of an uploaded file, wherever this instance stores uploads: the bucket when S3_BUCKET
 * is set (under the collection's prefix), the collection's directory on disk otherwise. For
 * routes that decide for themselves who may have a file, past Payload's file URL.
 */
export async function readStoredFile(
  payload: Payload,
  collection: CollectionSlug,
  file: Stored,
): Promise<Uint8Array> {
  if (!file.filename) throw new Error(`${collection}: a stored file without a name`)
  const bucket = env.s3.bucket
  if (bucket) {
    client ??= new S3Client(s3ClientConfig())
    const key = path.posix.join(file.prefix ?? '', file.filename)
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    if (!object.Body) throw new Error(`${collection}: ${key} has no body in the bucket`)
    return object.Body.transformToByteArray()
  }
  const upload = payload.collections[collection].config.upload
  const staticDir = typeof upload === 'object' && upload.staticDir ? upload.staticDir : ''
  return readFile(path.join(staticDir, path.basename(file.filename)))
}

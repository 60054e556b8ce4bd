import { s3Storage } from '@payloadcms/storage-s3'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Plugin } from 'payload'
import { env } from '@/lib/env'

type S3Settings = typeof env.s3

/**
 * Media uploads in an S3 bucket when S3_BUCKET is set, so that every instance serves every
 * upload; otherwise on this instance's disk (.data/media). S3_ENDPOINT points at any S3-speaking
 * service (MinIO, a cloud's S3 API, s3rver in tests), addressed path-style unless told otherwise.
 */
export function mediaStorage(s3: S3Settings = env.s3): Plugin {
  return s3Storage({
    enabled: Boolean(s3.bucket),
    // The plugin's own fields (the object key) exist with or without S3: one schema, one set of
    // migrations, whichever storage an environment uses.
    alwaysInsertFields: true,
    // Trust documents' files go through Payload's file route, whose access rule refuses on-request files.
    collections: { media: true, 'document-files': { prefix: 'document-files' } },
    bucket: s3.bucket ?? '',
    config: s3ClientConfig(s3),
  })
}

/** How to reach the bucket: the plugin's client and ours (./readStoredFile.ts) use the same. */
export function s3ClientConfig(s3: S3Settings = env.s3): S3ClientConfig {
  const { endpoint, accessKeyId, secretAccessKey } = s3
  return {
    endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle ?? Boolean(endpoint),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  }
}

import { s3Storage } from '@payloadcms/storage-s3'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Plugin } from 'payload'

/**
 * Media uploads in an S3 bucket when S3_BUCKET is set, so that every instance serves every
 * upload; otherwise on this instance's disk (.data/media). S3_ENDPOINT points at any S3-speaking
 * service (MinIO, a cloud's S3 API, s3rver in tests), addressed path-style unless told otherwise.
 */
export function mediaStorage(env: NodeJS.ProcessEnv = process.env): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    // The plugin's own fields (the object key) exist with or without S3: one schema, one set of
    // migrations, whichever storage an environment uses.
    alwaysInsertFields: true,
    // Trust documents' files go through Payload's file route, whose access rule refuses on-request files.
    collections: { media: true, 'document-files': { prefix: 'document-files' } },
    bucket: env.S3_BUCKET ?? '',
    config: s3ClientConfig(env),
  })
}

/** How to reach the bucket: the plugin's client and ours (./readStoredFile.ts) use the same. */
export function s3ClientConfig(env: NodeJS.ProcessEnv = process.env): S3ClientConfig {
  const endpoint = env.S3_ENDPOINT || undefined
  return {
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  }
}

import type { CollectionBeforeOperationHook } from 'payload'
import { UPLOAD_LIMIT_BYTES } from '../../config/uploadLimits.mjs'
import { refusal } from './refusal'

type UploadSlug = keyof typeof UPLOAD_LIMIT_BYTES

/**
 * Refuses a file over its collection's limit (config/uploadLimits.mjs). The server entry already
 * refused any body over the limit and the form around it; this holds the file itself to it.
 */
export function refuseLargeFile(slug: UploadSlug): CollectionBeforeOperationHook {
  const limit = UPLOAD_LIMIT_BYTES[slug]
  return ({ req, args }) => {
    if (req.file && req.file.size > limit) {
      throw refusal(
        `The file is too large: the limit is ${Math.round(limit / (1024 * 1024))} MB.`,
        413,
      )
    }
    return args
  }
}

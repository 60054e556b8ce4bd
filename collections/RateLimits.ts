import type { CollectionConfig } from 'payload'
import { matrixAccess } from './access/matrixAccess'

/**
 * Request counters of the public forms' rate limiter (src/lib/rateLimit.ts). Kept in PostgreSQL
 * so every app instance counts against the same window. Nobody reads or edits them in the CMS;
 * the limiter writes them with one atomic SQL upsert.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: matrixAccess('rate-limits'),
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'windowStart', type: 'date', required: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}

import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '@/lib/env'

/**
 * Scripts that write content without a Next server (`npm run seed`) ask the running server to
 * expire every content tag, so what they wrote shows on the next visit. The request carries a
 * token derived from PAYLOAD_SECRET, which only the server and our own scripts know.
 */
export const CONTENT_REFRESH_PATH = '/next/revalidate'

export function contentRefreshToken(secret = env.payloadSecret ?? ''): string {
  return createHmac('sha256', secret).update('refresh every content tag').digest('hex')
}

export function isContentRefreshToken(
  candidate: string | null,
  secret = env.payloadSecret ?? '',
): boolean {
  if (!candidate || !secret) return false
  const expected = Buffer.from(contentRefreshToken(secret))
  const given = Buffer.from(candidate)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Options = {
  /** What is counted, e.g. `contact:203.0.113.7`. */
  key: string
  /** Requests allowed per window. */
  limit: number
  windowSeconds: number
}

// Expired counters are swept now and then, by whichever request happens to draw the lot.
const SWEEP_PROBABILITY = 0.01

type Row = { count: number; retry_after: number | string }

/**
 * A fixed-window counter per key, stored in the `rate_limits` table (collection `rate-limits`)
 * so that it holds across app instances. One atomic upsert per call: concurrent requests from
 * several instances never both get the last slot.
 */
export async function checkRateLimit(payload: Payload, { key, limit, windowSeconds }: Options): Promise<RateLimitResult> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const window = `${Math.max(1, Math.floor(windowSeconds))} seconds`
  const result = await drizzle.execute<Row>(sql`
    INSERT INTO rate_limits (key, window_start, count, updated_at, created_at)
    VALUES (${key}, now(), 1, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE rate_limits.window_start END,
      updated_at = now()
    RETURNING count,
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + ${window}::interval - now())))) AS retry_after
  `)
  if (Math.random() < SWEEP_PROBABILITY) {
    void drizzle
      .execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`)
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'rate limit sweep failed'))
  }
  const row = result.rows[0]
  if (Number(row.count) <= limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Number(row.retry_after) }
}

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Options = {
  /** What is counted, e.g. `contact:203.0.113.7` (see rateLimitClient for the address part). */
  key: string
  /** Requests allowed per window. */
  limit: number
  windowSeconds: number
}

// When each window length was last swept by this process: once a window, whichever call comes.
const lastSweep = new Map<number, number>()

/**
 * Deletes the counters of this window length whose window has passed (their key starts with the
 * length, see `storedKey`), and any counter left for a day. Runs at most once a window per
 * process, without holding up the call that triggered it.
 */
function sweepExpired(payload: Payload, seconds: number) {
  const now = Date.now()
  if (now - (lastSweep.get(seconds) ?? 0) < seconds * 1000) return
  lastSweep.set(seconds, now)
  const { drizzle } = payload.db as unknown as PostgresAdapter
  void drizzle
    .execute(
      sql`
      DELETE FROM rate_limits
      WHERE (key LIKE ${`${seconds}s:%`} AND window_start <= now() - ${`${seconds} seconds`}::interval)
        OR window_start < now() - interval '1 day'`,
    )
    .catch((error: unknown) => payload.logger.warn({ err: error }, 'rate limit sweep failed'))
}

/** The stored key names its window length, so a sweep knows which counters have expired. */
const storedKey = (key: string, seconds: number) => `${seconds}s:${key}`

type Row = { count: number; retry_after: number | string }

/**
 * A fixed-window counter per key, stored in the `rate_limits` table (collection `rate-limits`)
 * so that it holds across app instances. One atomic upsert per call: concurrent requests from
 * several instances never both get the last slot.
 */
export async function checkRateLimit(
  payload: Payload,
  { key, limit, windowSeconds }: Options,
): Promise<RateLimitResult> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const seconds = Math.max(1, Math.floor(windowSeconds))
  const window = `${seconds} seconds`
  const result = await drizzle.execute<Row>(sql`
    INSERT INTO rate_limits (key, window_start, count, updated_at, created_at)
    VALUES (${storedKey(key, seconds)}, now(), 1, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - ${window}::interval THEN now() ELSE rate_limits.window_start END,
      updated_at = now()
    RETURNING count,
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + ${window}::interval - now())))) AS retry_after
  `)
  sweepExpired(payload, seconds)
  const row = result.rows[0]
  if (Number(row.count) <= limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Number(row.retry_after) }
}

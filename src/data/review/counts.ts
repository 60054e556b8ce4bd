import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { STATUS_VALUES, type ApplicationStatus } from '@/lib/forms/recoveryOptions'
import type { ReviewerSession } from './session'

export type StatusCounts = { total: number; counts: Record<ApplicationStatus, number> }

type Row = { status: ApplicationStatus; matching: number | string; total: number | string }

/**
 * All applications, and those matching the search per status, in one grouped scan (instead of a
 * count query per status). Raw SQL, so only for a session `requireReviewer` has let through. The
 * search matches as the list's `contains` does: anywhere in the school name or case ID.
 */
export async function countByStatus(
  { payload }: ReviewerSession,
  q: string,
): Promise<StatusCounts> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const pattern = `%${q}%`
  const matches = q ? sql`school_name ILIKE ${pattern} OR case_id ILIKE ${pattern}` : sql`true`
  const result = await drizzle.execute<Row>(sql`
    SELECT application_status AS status, count(*) FILTER (WHERE ${matches}) AS matching, count(*) AS total
    FROM recovery_applications
    GROUP BY application_status
  `)
  const counts = Object.fromEntries(STATUS_VALUES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >
  let total = 0
  for (const row of result.rows) {
    counts[row.status] = Number(row.matching)
    total += Number(row.total)
  }
  return { total, counts }
}

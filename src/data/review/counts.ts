import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { STATUS_VALUES, type ApplicationStatus } from '@/lib/forms/recoveryOptions'
import type { ReviewerSession } from './session'

export type StatusCounts = {
  /** Every application. */
  total: number
  /** Those matching the search, per status, and all of them. */
  counts: Record<ApplicationStatus, number>
  matched: number
}

/** A status's count, or (status null: no application lacks one) the count of every application. */
type Row = { status: ApplicationStatus | null; n: number | string }

/**
 * PostgreSQL prices a page read out of order at 4 sequential ones (a spinning disk), so a search
 * matching a few percent read the whole table rather than the trigram indexes. This table is read
 * from memory or SSD, where 1.1 is the usual price; LOCAL keeps it to the counts' transaction, so no
 * other plan of the site changes.
 */
export const COUNTS_PLANNER_SETTING = sql`SET LOCAL random_page_cost = 1.1`

/**
 * All applications, and those matching the search per status, in one statement (instead of a
 * count query per status). A search counts only its matches, which the trigram indexes on school
 * name and case ID find, and every application separately, from the smallest index: one grouped
 * scan with the search as a filter read every application for every search. The search matches as
 * the list's `contains` does: anywhere in the school name or case ID.
 */
export function countsStatement(q: string) {
  const pattern = `%${q}%`
  const perStatus = sql`
    SELECT application_status AS status, count(*) AS n FROM recovery_applications
    ${q ? sql`WHERE school_name ILIKE ${pattern} OR case_id ILIKE ${pattern}` : sql``}
    GROUP BY application_status`
  return q
    ? sql`${perStatus} UNION ALL SELECT NULL, count(*) FROM recovery_applications`
    : perStatus
}

/** The counts the review page shows. Raw SQL, so only for a session `requireReviewer` has let through. */
export async function countByStatus(
  { payload }: ReviewerSession,
  q: string,
): Promise<StatusCounts> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const result = await drizzle.transaction(async (tx) => {
    await tx.execute(COUNTS_PLANNER_SETTING)
    return tx.execute<Row>(countsStatement(q))
  })
  const counts = Object.fromEntries(STATUS_VALUES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >
  let counted: number | null = null
  for (const row of result.rows) {
    if (row.status === null) counted = Number(row.n)
    else counts[row.status] = Number(row.n)
  }
  const matched = Object.values(counts).reduce((sum, n) => sum + n, 0)
  // Without a search, every application is counted under its status.
  return { total: counted ?? matched, counts, matched }
}

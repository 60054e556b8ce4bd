import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, Where } from 'payload'
import { csvLine } from '@/lib/csv'
import { csvHeader, CSV_COLUMNS } from '@/lib/review/csv'
import { listWhere, type ReviewQuery } from '@/lib/review/query'
import type { ReviewerSession } from './session'

const BATCH = 500

/** A stored time as Payload answers it (`toISOString()`), or its day alone. */
const isoTime = (column: string) =>
  `to_char(r.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const isoDay = (column: string) => `to_char(r.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
// Payload answers a number field as a JavaScript number (300, not PostgreSQL's "300.00").
const number = (column: string) => `r.${column}::float8`

/**
 * Each CSV column (the stored table's column of the same name) as the SQL that reads it as the
 * CSV shows it: what csvRow (src/lib/review/csv.ts) makes of Payload's document.
 */
const COLUMN_SQL: Record<string, string> = {
  created_at: isoTime('created_at'),
  enrolment: number('enrolment'),
  staff: number('staff'),
  is_existing_customer: 'coalesce(r.is_existing_customer, false)',
  reopen_date: isoDay('reopen_date'),
  students_displaced: number('students_displaced'),
  staff_displaced: number('staff_displaced'),
  devices_lost: number('devices_lost'),
  support_requested: `(SELECT string_agg(s.value::text, '; ' ORDER BY s."order") FROM recovery_applications_support_requested s WHERE s.parent_id = r.id)`,
  discount_need: number('discount_need'),
  months_needed: number('months_needed'),
  sig_date: isoDay('sig_date'),
  status_updated_at: isoTime('status_updated_at'),
  source_first_touch_at: isoTime('source_first_touch_at'),
}
const SELECT = sql.raw(
  CSV_COLUMNS.map(([header], n) => `${COLUMN_SQL[header] ?? `r.${header}`} AS c${n}`).join(', '),
)

/**
 * The CSV's lines for these applications, newest first, read in SQL: only the CSV's columns,
 * rather than Payload documents with every field, so a batch is a little text, however many
 * applications there are.
 */
async function csvLines(payload: Payload, ids: number[]): Promise<string> {
  const { rows } = await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`
    SELECT ${SELECT} FROM recovery_applications r
    WHERE r.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    ORDER BY r.id DESC`)
  return rows
    .map((row) => csvLine(CSV_COLUMNS.map((_, n) => (row as Record<string, unknown>)[`c${n}`])))
    .join('')
}

/**
 * The filtered list as CSV, newest first, streamed batch by batch so 10,000 applications never
 * sit in memory at once. Batches continue below the last ID sent (not by page number), so an
 * application submitted mid-export cannot shift rows and repeat one. Payload finds each batch's
 * applications (the reviewer's access, the filter), by id alone; csvLines reads what the CSV shows.
 * The next batch is read only once the reader has taken the last.
 */
export function streamApplicationsCsv(
  { payload, user }: ReviewerSession,
  query: Pick<ReviewQuery, 'status' | 'q'>,
) {
  const encoder = new TextEncoder()
  const filter = listWhere(query)
  let below: number | null = null
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true
            // A BOM so spreadsheet programs read the UTF-8 (school names carry accents).
            controller.enqueue(encoder.encode(`\uFEFF${csvHeader()}`))
            return
          }
          const where: Where =
            below === null ? filter : { and: [filter, { id: { less_than: below } }] }
          const { docs } = await payload.find({
            collection: 'recovery-applications',
            where,
            select: {},
            sort: '-id',
            limit: BATCH,
            pagination: false,
            depth: 0,
            user,
            overrideAccess: false,
          })
          if (docs.length)
            controller.enqueue(
              encoder.encode(
                await csvLines(
                  payload,
                  docs.map((doc) => doc.id),
                ),
              ),
            )
          if (docs.length < BATCH) controller.close()
          else below = docs[docs.length - 1].id
        } catch (error) {
          payload.logger.error({ err: error }, 'CSV export of applications failed')
          controller.error(error)
        }
      },
    },
    { highWaterMark: 0 },
  )
}

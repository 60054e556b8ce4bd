import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadHandler } from 'payload'
import type { FormSubmission } from '@/payload-types'
import { csvLine } from '@/lib/csv'
import { sourceColumns } from '@/lib/review/csv'
import { isStaffUser } from '@/lib/roles'
import { BUILT_FORM_NAME } from '@/lib/forms/built/names'
import { addDays } from './dashboard/filters'

const SOURCE_COLUMNS = sourceColumns<FormSubmission>((doc) => doc.source)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Submissions read at a time: the export's memory is one batch, whatever the form holds. */
export const BUILT_CSV_BATCH = 500

type Range = { from?: string; to?: string }

const rangeStart = (range: Range) => (range.from ? `${range.from}T00:00:00.000Z` : null)
const rangeEnd = (range: Range) => (range.to ? `${addDays(range.to, 1)}T00:00:00.000Z` : null)

/**
 * The names of every field a form's submissions in the range carry, in the order first sent
 * (oldest submission first, then the field's place in it), read from the stored answers alone.
 * The table names are Payload's for the `form-submissions` collection and its `submissionData`.
 */
export async function builtFormFieldNames(
  payload: Payload,
  form: string,
  range: Range = {},
): Promise<string[]> {
  const from = rangeStart(range)
  const to = rangeEnd(range)
  const { rows } = await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`
    SELECT field FROM (
      SELECT DISTINCT ON (answer.field) answer.field, submission.created_at, submission.id, answer._order
      FROM form_submissions submission
      JOIN form_submissions_submission_data answer ON answer._parent_id = submission.id
      WHERE submission.form_name = ${form}
        AND (${from}::timestamptz IS NULL OR submission.created_at >= ${from}::timestamptz)
        AND (${to}::timestamptz IS NULL OR submission.created_at < ${to}::timestamptz)
      ORDER BY answer.field, submission.created_at, submission.id, answer._order
    ) AS first_sent
    ORDER BY created_at, id, _order
  `)
  return rows.map((row) => String((row as { field: string }).field))
}

/** The stored source columns, in the order the CSV's source headers name them (the same names). */
const SOURCE_SQL = sql.raw(
  SOURCE_COLUMNS.map(([name]) =>
    name.endsWith('_at') ? `${isoTime(`submission.${name}`)} AS ${name}` : `submission.${name}`,
  ).join(', '),
)

/** A stored time as Payload answers it (`toISOString()`: UTC, milliseconds, `Z`). */
function isoTime(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
}

type CsvRow = {
  id: number
  created_at: string
  form_name: string
  language: string
  status: string
  email: string | null
  /** The answers as [field, value] pairs in the submission's order. */
  answers: [string, string | null][] | null
} & Record<string, unknown>

/** The CSV's rows for one batch of submissions, under the given field columns. */
function csvRows(rows: CsvRow[], fields: string[]): string {
  return rows
    .map((row) => {
      const answers = new Map(row.answers ?? [])
      const cells = [row.id, row.created_at, row.form_name, row.language, row.status, row.email]
      const sources = SOURCE_COLUMNS.map(([name]) => row[name])
      return csvLine([...cells, ...fields.map((field) => answers.get(field)), ...sources])
    })
    .join('')
}

/**
 * One batch of a form's submissions in the range, oldest first, after the last row sent (its
 * time, then its id): only the columns the CSV shows, the answers as one JSON array per row.
 * Read in SQL rather than through Payload's find, whose documents carry every field and
 * relationship: the export's memory stays one small batch of text, whatever the form holds.
 */
async function readBatch(
  payload: Payload,
  form: string,
  range: Range,
  after: { createdAt: string; id: number } | null,
  batch: number,
): Promise<CsvRow[]> {
  const from = rangeStart(range)
  const to = rangeEnd(range)
  const { rows } = await (payload.db as unknown as PostgresAdapter).drizzle.execute(sql`
    SELECT submission.id, ${sql.raw(isoTime('submission.created_at'))} AS created_at,
      submission.form_name, submission.language, submission.status, submission.email,
      ${SOURCE_SQL},
      (SELECT json_agg(json_build_array(answer.field, answer.value) ORDER BY answer._order)
        FROM form_submissions_submission_data answer WHERE answer._parent_id = submission.id) AS answers
    FROM form_submissions submission
    WHERE submission.form_name = ${form}
      ${from ? sql`AND submission.created_at >= ${from}::timestamptz` : sql``}
      ${to ? sql`AND submission.created_at < ${to}::timestamptz` : sql``}
      ${after ? sql`AND (submission.created_at, submission.id) > (${after.createdAt}::timestamptz, ${after.id})` : sql``}
    ORDER BY submission.created_at, submission.id
    LIMIT ${batch}
  `)
  return rows as CsvRow[]
}

/**
 * A built form's submissions as CSV: a row each, oldest first, a column per field the form has
 * had (by the field's name, in the order first sent), empty where a submission lacks it. Streamed
 * batch by batch, each continuing after the last row sent (its time, then its id), so a
 * submission arriving mid-export neither shifts nor repeats a row. The next batch is read only
 * when the reader has taken the last one (`pull`), so a slow download holds one batch, not the file.
 */
export function builtSubmissionsCsv(
  payload: Payload,
  form: string,
  range: Range = {},
  batch = BUILT_CSV_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let fields: string[] | null = null
  let after: { createdAt: string; id: number } | null = null
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!fields) {
            fields = await builtFormFieldNames(payload, form, range)
            const header = ['id', 'created_at', 'form', 'language', 'status', 'email', ...fields]
            controller.enqueue(
              encoder.encode(csvLine([...header, ...SOURCE_COLUMNS.map(([name]) => name)])),
            )
            return
          }
          const rows = await readBatch(payload, form, range, after, batch)
          if (rows.length) controller.enqueue(encoder.encode(csvRows(rows, fields)))
          if (rows.length < batch) controller.close()
          else after = { createdAt: rows[rows.length - 1].created_at, id: rows[rows.length - 1].id }
        } catch (error) {
          payload.logger.error({ err: error, form }, 'CSV export of built form submissions failed')
          controller.error(error)
        }
      },
    },
    // No batch is read ahead of the reader: one is queued at a time.
    { highWaterMark: 0 },
  )
}

/** `GET /api/form-submissions/csv?form=<name>[&from=YYYY-MM-DD&to=YYYY-MM-DD]`: staff only, never cached. */
export const builtSubmissionsCsvEndpoint: PayloadHandler = async (req) => {
  const noStore = { 'cache-control': 'no-store' }
  if (!isStaffUser(req.user))
    return Response.json(
      { error: 'Sign in as staff to export submissions.' },
      { status: 401, headers: noStore },
    )
  const query = new URL(req.url ?? '', 'http://localhost').searchParams
  const form = query.get('form') ?? ''
  if (!BUILT_FORM_NAME.test(form))
    return Response.json(
      { error: 'Name a built form: ?form=<name>.' },
      { status: 400, headers: noStore },
    )
  const day = (name: string) =>
    DAY.test(query.get(name) ?? '') ? (query.get(name) as string) : undefined
  const csv = builtSubmissionsCsv(req.payload, form, { from: day('from'), to: day('to') })
  return new Response(csv, {
    headers: {
      ...noStore,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${form}-submissions.csv"`,
    },
  })
}

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadHandler, Where } from 'payload'
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

/** The CSV's rows for one batch of submissions, under the given field columns. */
function csvRows(docs: FormSubmission[], fields: string[]): string {
  return docs
    .map((doc) => {
      const answers = new Map((doc.submissionData ?? []).map((row) => [row.field, row.value]))
      const cells = [doc.id, doc.createdAt, doc.formName, doc.language, doc.status, doc.email]
      const sources = SOURCE_COLUMNS.map(([, value]) => value(doc))
      return csvLine([...cells, ...fields.map((field) => answers.get(field)), ...sources])
    })
    .join('')
}

/**
 * A built form's submissions as CSV: a row each, oldest first, a column per field the form has
 * had (by the field's name, in the order first sent), empty where a submission lacks it. Streamed
 * batch by batch, each continuing after the last row sent (its time, then its id), so a
 * submission arriving mid-export neither shifts nor repeats a row.
 */
export function builtSubmissionsCsv(
  payload: Payload,
  form: string,
  range: Range = {},
  batch = BUILT_CSV_BATCH,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const filter: Where[] = [{ formName: { equals: form } }]
  const from = rangeStart(range)
  const to = rangeEnd(range)
  if (from) filter.push({ createdAt: { greater_than_equal: from } })
  if (to) filter.push({ createdAt: { less_than: to } })
  let fields: string[] | null = null
  let after: { createdAt: string; id: number } | null = null
  return new ReadableStream<Uint8Array>({
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
        // After the last row: a later time, or the same time and a higher id. The first clause
        // alone is a range an index on (form, time, id) can start from.
        const next: Where[] = after
          ? [
              { createdAt: { greater_than_equal: after.createdAt } },
              {
                or: [
                  { createdAt: { greater_than: after.createdAt } },
                  { id: { greater_than: after.id } },
                ],
              },
            ]
          : []
        const { docs } = await payload.find({
          collection: 'form-submissions',
          where: { and: [...filter, ...next] },
          sort: ['createdAt', 'id'],
          limit: batch,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
        if (docs.length) controller.enqueue(encoder.encode(csvRows(docs, fields)))
        if (docs.length < batch) controller.close()
        else after = { createdAt: docs[docs.length - 1].createdAt, id: docs[docs.length - 1].id }
      } catch (error) {
        payload.logger.error({ err: error, form }, 'CSV export of built form submissions failed')
        controller.error(error)
      }
    },
  })
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

import type { Payload, PayloadHandler, Where } from 'payload'
import type { FormSubmission } from '@/payload-types'
import { csvLine } from '@/lib/csv'
import { sourceColumns } from '@/lib/review/csv'
import { isStaffUser } from '@/lib/roles'
import { BUILT_FORM_NAME } from '@/lib/forms/built/names'
import { addDays } from './dashboard/filters'

const SOURCE_COLUMNS = sourceColumns<FormSubmission>((doc) => doc.source)

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * A built form's submissions as CSV: a row each, oldest first, a column per field the form has
 * had (by the field's name, in the order first sent), empty where a submission lacks it.
 */
export async function builtSubmissionsCsv(payload: Payload, form: string, range: { from?: string; to?: string } = {}): Promise<string> {
  const where: Where[] = [{ formName: { equals: form } }]
  if (range.from) where.push({ createdAt: { greater_than_equal: `${range.from}T00:00:00.000Z` } })
  if (range.to) where.push({ createdAt: { less_than: `${addDays(range.to, 1)}T00:00:00.000Z` } })
  const { docs } = await payload.find({ collection: 'form-submissions', where: { and: where }, sort: 'createdAt', pagination: false, depth: 0, overrideAccess: true })
  const fields = [...new Set(docs.flatMap((doc) => (doc.submissionData ?? []).map((row) => row.field)))]
  const header = ['id', 'created_at', 'form', 'language', 'status', 'email', ...fields, ...SOURCE_COLUMNS.map(([name]) => name)]
  const lines = docs.map((doc) => {
    const answers = new Map((doc.submissionData ?? []).map((row) => [row.field, row.value]))
    const cells = [doc.id, doc.createdAt, doc.formName, doc.language, doc.status, doc.email, ...fields.map((field) => answers.get(field))]
    return csvLine([...cells, ...SOURCE_COLUMNS.map(([, value]) => value(doc))])
  })
  return [csvLine(header), ...lines].join('')
}

/** `GET /api/form-submissions/csv?form=<name>[&from=YYYY-MM-DD&to=YYYY-MM-DD]`: staff only, never cached. */
export const builtSubmissionsCsvEndpoint: PayloadHandler = async (req) => {
  const noStore = { 'cache-control': 'no-store' }
  if (!isStaffUser(req.user)) return Response.json({ error: 'Sign in as staff to export submissions.' }, { status: 401, headers: noStore })
  const query = new URL(req.url ?? '', 'http://localhost').searchParams
  const form = query.get('form') ?? ''
  if (!BUILT_FORM_NAME.test(form)) return Response.json({ error: 'Name a built form: ?form=<name>.' }, { status: 400, headers: noStore })
  const day = (name: string) => (DAY.test(query.get(name) ?? '') ? (query.get(name) as string) : undefined)
  const csv = await builtSubmissionsCsv(req.payload, form, { from: day('from'), to: day('to') })
  return new Response(csv, {
    headers: { ...noStore, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${form}-submissions.csv"` },
  })
}

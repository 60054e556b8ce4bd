import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtSubmissionsCsv } from '@/lib/leads/builtCsv'
import { csvLine } from '@/lib/csv'
import { richText } from '../../seed/lexical'
import { testPayload } from './helpers'

let payload: Payload
let form: { id: number; name: string }
const quiet = { context: { skipLeadDelivery: true, disableRevalidate: true } }

type Answer = { field: string; value: string }
// Fields come and go as marketers edit the form: the export has a column for each, in the order first sent.
const SENT: Answer[][] = [
  [
    { field: 'email', value: 'a@example.com' },
    { field: 'school', value: 'Harbour View' },
  ],
  [{ field: 'email', value: 'b@example.com' }],
  [
    { field: 'phone', value: '+1 876 555 0100' },
    { field: 'email', value: 'c@example.com' },
  ],
  [
    { field: 'email', value: 'd@example.com' },
    { field: 'notes', value: '=1+1, "quoted"' },
  ],
  [
    { field: 'school', value: 'Mona' },
    { field: 'email', value: 'e@example.com' },
  ],
]

beforeAll(async () => {
  payload = await testPayload()
  form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Batch export',
      name: `batch-export-${Date.now()}`,
      fields: [{ blockType: 'email', name: 'email', label: 'Email', required: true }],
      confirmationMessage: richText([{ p: 'Thank you.' }]),
    },
    depth: 0,
    ...quiet,
  })
  for (const answers of SENT) {
    await payload.create({
      collection: 'form-submissions',
      data: {
        form: form.id,
        formName: form.name,
        email: answers.find((answer) => answer.field === 'email')?.value,
        submissionData: answers.map((answer) => ({
          ...answer,
          kind: 'text' as const,
          label: answer.field,
        })),
        language: 'en',
        status: 'new',
      },
      depth: 0,
      ...quiet,
    })
  }
})

afterAll(async () => {
  await payload.delete({
    collection: 'form-submissions',
    where: { formName: { equals: form.name } },
    ...quiet,
  })
  await payload.delete({ collection: 'forms', id: form.id, ...quiet })
})

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text()

/** The export as it was built before it streamed: every submission in memory, joined at once. */
async function wholeExport(): Promise<string> {
  const { docs } = await payload.find({
    collection: 'form-submissions',
    where: { formName: { equals: form.name } },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
  })
  const fields = [
    ...new Set(docs.flatMap((doc) => (doc.submissionData ?? []).map((row) => row.field))),
  ]
  const sourceHeader = (await text(builtSubmissionsCsv(payload, form.name)))
    .split('\r\n')[0]
    .split(',')
    .slice(6 + fields.length)
  const lines = docs.map((doc) => {
    const answers = new Map((doc.submissionData ?? []).map((row) => [row.field, row.value]))
    return csvLine([
      doc.id,
      doc.createdAt,
      doc.formName,
      doc.language,
      doc.status,
      doc.email,
      ...fields.map((field) => answers.get(field)),
      ...sourceHeader.map(() => null),
    ])
  })
  return [
    csvLine([
      'id',
      'created_at',
      'form',
      'language',
      'status',
      'email',
      ...fields,
      ...sourceHeader,
    ]),
    ...lines,
  ].join('')
}

describe("a built form's submissions as CSV", () => {
  it('has a column per field ever sent, in the order first sent', async () => {
    const [header] = (await text(builtSubmissionsCsv(payload, form.name))).split('\r\n')
    expect(header.split(',').slice(0, 10)).toEqual([
      'id',
      'created_at',
      'form',
      'language',
      'status',
      'email',
      'email',
      'school',
      'phone',
      'notes',
    ])
  })

  it('streams batch by batch the same file it built in memory', async () => {
    const whole = await wholeExport()
    for (const batch of [1, 2, 5, 500])
      expect(
        await text(builtSubmissionsCsv(payload, form.name, {}, batch)),
        `batch of ${batch}`,
      ).toBe(whole)
  })

  it('sends each submission once, oldest first, across batches of two', async () => {
    const rows = (await text(builtSubmissionsCsv(payload, form.name, {}, 2)))
      .trim()
      .split('\r\n')
      .slice(1)
    expect(rows).toHaveLength(SENT.length)
    expect(rows.map((row) => row.split(',')[5])).toEqual(
      SENT.map((answers) => answers.find((answer) => answer.field === 'email')?.value),
    )
  })

  it('keeps to the range of days asked for', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const csv = await text(builtSubmissionsCsv(payload, form.name, { from: tomorrow }))
    expect(csv.trim().split('\r\n')).toEqual([
      expect.stringMatching(/^id,created_at,form,language,status,email,source_landing_page/),
    ])
  })
})

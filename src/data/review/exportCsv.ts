import type { Where } from 'payload'
import { csvHeader, csvRow } from '@/lib/review/csv'
import { listWhere, type ReviewQuery } from '@/lib/review/query'
import type { ReviewerSession } from './session'

const BATCH = 500

/**
 * The filtered list as CSV, newest first, streamed batch by batch so 10,000 applications never
 * sit in memory at once. Batches continue below the last ID sent (not by page number), so an
 * application submitted mid-export cannot shift rows and repeat one.
 */
export function streamApplicationsCsv({ payload, user }: ReviewerSession, query: Pick<ReviewQuery, 'status' | 'q'>) {
  const encoder = new TextEncoder()
  const filter = listWhere(query)
  let below: number | null = null
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A BOM so spreadsheet programs read the UTF-8 (school names carry accents).
      controller.enqueue(encoder.encode(`\uFEFF${csvHeader()}`))
    },
    async pull(controller) {
      try {
        const where: Where = below === null ? filter : { and: [filter, { id: { less_than: below } }] }
        const result = await payload.find({
          collection: 'recovery-applications',
          where,
          sort: '-id',
          limit: BATCH,
          pagination: false,
          depth: 0,
          user,
          overrideAccess: false,
        })
        controller.enqueue(encoder.encode(result.docs.map(csvRow).join('')))
        if (result.docs.length < BATCH) controller.close()
        else below = result.docs[result.docs.length - 1].id
      } catch (error) {
        payload.logger.error({ err: error }, 'CSV export of applications failed')
        controller.error(error)
      }
    },
  })
}

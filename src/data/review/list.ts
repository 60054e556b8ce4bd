import type { RecoveryApplication } from '@/payload-types'
import type { ApplicationStatus } from '@/lib/forms/recoveryOptions'
import { countByStatus } from './counts'
import { listWhere, PAGE_SIZE, type ReviewQuery } from '@/lib/review/query'
import type { ReviewerSession } from './session'

export type ReviewList = {
  docs: RecoveryApplication[]
  page: number
  totalPages: number
  /** Applications matching the status filter and search ("Showing X ..."). */
  matching: number
  /** All applications ("... of Y applications"). */
  total: number
  /** Applications per status, within the search. */
  counts: Record<ApplicationStatus, number>
}

/** One page of applications, newest first, with the counts the review page shows. */
export async function listApplications(
  session: ReviewerSession,
  query: ReviewQuery,
): Promise<ReviewList> {
  const { payload, user } = session
  const [page, { total, counts, matched }] = await Promise.all([
    // The counts say how many match, so Payload's own count of them (pagination) is not asked.
    payload.find({
      collection: 'recovery-applications',
      where: listWhere(query),
      sort: '-createdAt',
      limit: PAGE_SIZE,
      page: query.page,
      pagination: false,
      depth: 0,
      user,
      overrideAccess: false,
    }),
    countByStatus(session, query.q),
  ])
  const matching = query.status === 'all' ? matched : counts[query.status]
  return {
    docs: page.docs,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(matching / PAGE_SIZE)),
    matching,
    total,
    counts,
  }
}

import type { RecoveryApplication } from '@/payload-types'
import { STATUS_VALUES, type ApplicationStatus } from '@/forms/recoveryOptions'
import { listWhere, PAGE_SIZE, type ReviewQuery } from './query'
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
export async function listApplications({ payload, user }: ReviewerSession, query: ReviewQuery): Promise<ReviewList> {
  const asReviewer = { collection: 'recovery-applications' as const, user, overrideAccess: false }
  const [page, total, ...perStatus] = await Promise.all([
    payload.find({ ...asReviewer, where: listWhere(query), sort: '-createdAt', limit: PAGE_SIZE, page: query.page, depth: 0 }),
    payload.count({ ...asReviewer }),
    ...STATUS_VALUES.map((status) => payload.count({ ...asReviewer, where: listWhere({ status, q: query.q }) })),
  ])
  const counts = Object.fromEntries(STATUS_VALUES.map((status, i) => [status, perStatus[i].totalDocs])) as ReviewList['counts']
  return {
    docs: page.docs,
    page: page.page ?? query.page,
    totalPages: page.totalPages,
    matching: page.totalDocs,
    total: total.totalDocs,
    counts,
  }
}

import type { Where } from 'payload'
import { z } from 'zod'
import { STATUS_VALUES } from '@/lib/forms/recoveryOptions'

export const PAGE_SIZE = 20
export const STATUS_FILTERS = ['all', ...STATUS_VALUES] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

/** The review list's query string: status filter, search (school name or case ID), page. */
export const reviewQuerySchema = z.object({
  status: z.enum(STATUS_FILTERS).catch('all'),
  q: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type ReviewQuery = z.infer<typeof reviewQuerySchema>

export function parseReviewQuery(url: URL): ReviewQuery {
  const params = url.searchParams
  return reviewQuerySchema.parse({
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? undefined,
    page: params.get('page') ?? undefined,
  })
}

/** The search appears anywhere in the school name or the case ID, in any letter case. */
export function searchWhere(q: string): Where | null {
  if (!q) return null
  return { or: [{ schoolName: { contains: q } }, { caseId: { contains: q } }] }
}

export function listWhere({ status, q }: Pick<ReviewQuery, 'status' | 'q'>): Where {
  const clauses: Where[] = []
  if (status !== 'all') clauses.push({ applicationStatus: { equals: status } })
  const search = searchWhere(q)
  if (search) clauses.push(search)
  return clauses.length ? { and: clauses } : {}
}

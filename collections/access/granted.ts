import type { Access } from 'payload'
import { mayDo, type MatrixSlug, type Operation } from '@/lib/roleMatrix'

/** The roles the role matrix names for this collection's (or global's) operation. */
export const granted =
  (slug: MatrixSlug, operation: Operation): Access =>
  ({ req }) =>
    mayDo(req.user, slug, operation)

/** The matrix's roles, and for everyone else what `others` lets them (a query or a yes/no). */
export const grantedOr =
  (slug: MatrixSlug, operation: Operation, others: Access): Access =>
  (args) =>
    mayDo(args.req.user, slug, operation) || others(args)

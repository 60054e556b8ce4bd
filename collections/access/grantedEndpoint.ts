import type { PayloadHandler } from 'payload'
import { mayDo, type MatrixSlug, type Operation } from '@/lib/roleMatrix'

const noStore = { 'cache-control': 'no-store' }

/** A custom endpoint answered only for the roles the matrix grants the operation: 401, else 403. */
export const grantedEndpoint =
  (slug: MatrixSlug, operation: Operation, handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (!req.user)
      return Response.json({ error: 'Sign in first.' }, { status: 401, headers: noStore })
    if (!mayDo(req.user, slug, operation)) {
      return Response.json(
        { error: 'Your role may not do this.' },
        { status: 403, headers: noStore },
      )
    }
    return handler(req)
  }

import type { Payload } from 'payload'
import { getPayloadClient } from '@/data/payload'
import { mayOpen } from '@/lib/roleMatrix'
import type { User } from '@/payload-types'

export type ReviewerSession = { payload: Payload; user: User }

/**
 * The reviewer behind a request, from Payload's session cookie (or JWT header), or the response
 * that refuses it: 401 without a session, 403 for staff without the reviewer role.
 */
export async function requireReviewer(request: Request): Promise<ReviewerSession | Response> {
  // With the job cron, which retries a status email that could not be sent at once.
  const payload = await getPayloadClient({ cron: true })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return Response.json({ error: 'Sign in to review applications.' }, { status: 401 })
  if (user.collection !== 'users' || !mayOpen(user, '/admin/applications')) {
    return Response.json(
      { error: 'Your account does not have the reviewer role.' },
      { status: 403 },
    )
  }
  return { payload, user }
}

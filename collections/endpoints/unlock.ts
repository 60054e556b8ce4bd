import { Forbidden, resetLoginAttempts, type Endpoint } from 'payload'
import { hasRole } from '@/lib/roles'

/**
 * POST /api/users/unlock { email }, in place of Payload's own, which answers 403 to an email
 * without an account and 200 to one with it. Only admins unlock (access.unlock says so for the
 * panel and GraphQL too); everyone else gets the same 403 whatever the email, and an admin the
 * same 200 whether or not the email has an account.
 */
export const unlockForAdmins: Endpoint = {
  path: '/unlock',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) throw new Forbidden(req.t)
    const body: unknown = await req.json?.().catch(() => null)
    const given = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined
    const email = typeof given === 'string' ? given.toLowerCase().trim() : ''
    if (!email) return Response.json({ errors: [{ message: 'Missing email.' }] }, { status: 400 })
    const users = req.payload.collections.users.config
    const user = await req.payload.db.findOne<Record<string, unknown> & { id: number }>({
      collection: users.slug,
      where: { email: { equals: email } },
      req,
    })
    if (user) await resetLoginAttempts({ collection: users, doc: user, payload: req.payload, req })
    return Response.json({ message: req.t('general:success') })
  },
}

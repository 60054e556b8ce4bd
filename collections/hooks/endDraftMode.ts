import type { CollectionAfterLogoutHook } from 'payload'
import { DRAFT_MODE_COOKIE } from '../../config/paths.mjs'
import { env } from '@/lib/env'

/**
 * Signing out (the staff bar and /cms both call /api/users/logout) ends draft mode in that
 * browser too: the cookie is expired with the attributes Next sets it with.
 */
export const endDraftMode: CollectionAfterLogoutHook = ({ req }) => {
  const sameSite = env.isDevelopment ? 'SameSite=Lax' : 'SameSite=None; Secure'
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append(
    'Set-Cookie',
    `${DRAFT_MODE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; ${sameSite}`,
  )
}

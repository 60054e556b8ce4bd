import { JWTAuthentication, type Payload } from 'payload'
import type { SessionUser } from './state'

/**
 * The session as Payload alone sees it: a user whose password (only) was checked, or null.
 * Used by the second-step endpoints and views, which must reach the half-signed-in user that
 * the gate hides from everything else.
 */
export async function passwordSession(
  payload: Payload,
  headers: Headers,
): Promise<SessionUser | null> {
  const { user } = await JWTAuthentication({
    headers,
    payload,
    strategyName: 'local-jwt',
    isGraphQL: false,
    canSetHeaders: false,
  })
  if (!user || user.collection !== 'users') return null
  return user as SessionUser
}

/** The raw token of the request (header or cookie), handed back to scripts after the second step. */
export function requestToken(payload: Payload, headers: Headers): string | null {
  const authorization = headers.get('authorization')
  const fromHeader = authorization?.match(/^(?:JWT|Bearer) (.+)$/)?.[1]
  if (fromHeader) return fromHeader
  const name = `${payload.config.cookiePrefix}-token`
  const cookie = headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
  return cookie ? decodeURIComponent(cookie.slice(name.length + 1)) : null
}

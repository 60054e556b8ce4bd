import type { AuthStrategy, AuthStrategyFunction, Payload } from 'payload'
import { secondStepOf, type SessionUser } from './state'

/**
 * Payload's own JWT strategy, wrapped: a session that has not passed the second step is
 * signed out for REST, GraphQL, the admin panel, `payload.auth()` and so our review API.
 * The one exception is Payload's logout, so a half-signed-in user can end the session.
 */
export function requireSecondStep(
  authenticate: AuthStrategyFunction,
  logoutPath: string,
): AuthStrategyFunction {
  return async (args) => {
    const result = await authenticate(args)
    const user = result.user as SessionUser | null
    if (!user || user.collection !== 'users') return result
    const { twoFactor: _hidden, ...withoutSecrets } = user
    const gated = { ...result, user: withoutSecrets as typeof result.user }
    if (secondStepOf(user) === 'passed') return gated
    if (args.req?.url && new URL(args.req.url).pathname === logoutPath) return gated
    return { ...result, user: null }
  }
}

/**
 * Payload appends its `local-jwt` strategy after the collection strategies, so a collection
 * strategy cannot veto it; replacing it once at start-up puts the rule in one place.
 */
export function installSecondStepGate(payload: Payload): void {
  const logoutPath = `${payload.config.routes.api}/users/logout`
  payload.authStrategies = payload.authStrategies.map((strategy: AuthStrategy) =>
    strategy.name === 'local-jwt'
      ? { ...strategy, authenticate: requireSecondStep(strategy.authenticate, logoutPath) }
      : strategy,
  )
}

import { defaultLoggerOptions, type Config } from 'payload'
import { stdTimeFunctions } from 'pino'
import { currentRequestId } from './requestContext'
import { env } from '@/lib/env'

/** Puts the id of the request being answered on each line, so one grep finds all of a request. */
function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId()
  return requestId ? { requestId } : {}
}

/**
 * Payload's logger: JSON lines on stdout in production (what log collectors read, in the access
 * log's shape), Payload's own pretty output in development; both carry the request id.
 */
export function payloadLogger(production = env.isProduction): NonNullable<Config['logger']> {
  if (production) return { options: { mixin: requestIdMixin, timestamp: stdTimeFunctions.isoTime } }
  return { options: { mixin: requestIdMixin }, destination: defaultLoggerOptions }
}

import { type CollectionBeforeOperationHook } from 'payload'
import { refusal } from './refusal'
import { checkRateLimit } from '@/lib/rateLimit'
import { rateLimitClient } from '@/lib/rateLimitClient'

// Payload already holds back a second email to one account for 15 s; this bounds what one
// client can ask for across accounts.
const PER_CLIENT = { limit: 5, windowSeconds: 15 * 60 }

/**
 * `forgotPassword` over REST or GraphQL, per client: at most five requests in 15 minutes, then
 * 429 whatever the email (the answer tells nothing about accounts). The client is the address
 * server/start.ts leaves in X-Forwarded-For, as for the forms.
 */
export const limitPasswordResets: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  const address = req.headers.get('x-forwarded-for')?.split(',').pop()?.trim()
  // An IPv6 client by its /64, as the forms count it.
  const client = address ? rateLimitClient(address) : 'unknown'
  const limited = await checkRateLimit(req.payload, {
    key: `forgot-password:${client}`,
    ...PER_CLIENT,
  })
  if (!limited.allowed) {
    req.payload.logger.warn({ client }, 'password reset requests refused: per-client limit reached')
    throw refusal('Too many password reset requests. Try again later.', 429)
  }
  return args
}

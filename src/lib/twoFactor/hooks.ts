import type { CollectionBeforeLoginHook } from 'payload'
import type { User } from '@/payload-types'

/**
 * A right password makes Payload reset loginAttempts; wrong codes given since the last good
 * code are put back, or signing in again would grant five fresh guesses at the code each time.
 */
export const keepCodeFailuresCounted: CollectionBeforeLoginHook<User> = async ({ req, user }) => {
  const failures = user.twoFactor?.failedCodes ?? 0
  if (failures > 0) {
    // With req: inside the login's transaction, which holds the row it just reset.
    await req.payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { loginAttempts: failures },
      req,
      returning: false,
    })
  }
  return user
}

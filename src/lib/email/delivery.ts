import { env } from '../env'

/**
 * How this process delivers email: through SMTP when SMTP_HOST is set; otherwise printed to the
 * log in development, and held in production, where a log is no place for applications,
 * personal data or password-reset links.
 */
export type EmailDelivery = 'smtp' | 'log' | 'held'

export function emailDelivery(): EmailDelivery {
  if (env.smtp) return 'smtp'
  return env.isProduction ? 'held' : 'log'
}

/** The one start-up line of a production server that holds its email, or null. */
export function emailNotConfiguredNotice(): string | null {
  return emailDelivery() === 'held'
    ? '[email] not configured (SMTP_HOST is unset): emails stay queued, unsent, until it is set'
    : null
}

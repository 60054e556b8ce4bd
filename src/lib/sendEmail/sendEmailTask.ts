import type { TaskConfig } from 'payload'
import type { EmailInput } from '@/lib/email/emailInput'
import { env } from '@/lib/env'
import { withSignedLinks } from './signedLinks'

// Ten attempts, exponential: with the default 5 s base the last retry comes ~2.8 hours after
// the first failure, so an SMTP outage of an afternoon delays mail and loses none.
const RETRY_ATTEMPTS = 10
const retryDelayMs = () => env.emailRetryDelayMs

/** The job that delivers every email through Payload's email adapter (nodemailer). */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send email',
  retries: { attempts: RETRY_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs() } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'headers', type: 'json' },
    { name: 'signedLinks', type: 'json' },
  ],
  outputSchema: [{ name: 'messageId', type: 'text' }],
  handler: async ({ input, job, req }) => {
    const email = await withSignedLinks(req.payload, input as EmailInput)
    if (!email) {
      req.payload.logger.info(
        `email "${input.subject}" to ${input.to} dropped (job ${job.id}): what its link was for is gone`,
      )
      return { output: { messageId: '' } }
    }
    let info: unknown
    try {
      info = await req.payload.sendEmail({
        to: email.to,
        subject: email.subject,
        html: email.html,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.headers ? { headers: email.headers } : {}),
      })
    } catch (error) {
      // One line per failed attempt; the job records the error and schedules the retry.
      const reason = error instanceof Error ? error.message : String(error)
      req.payload.logger.warn(
        `email "${input.subject}" to ${input.to} not sent (job ${job.id}, attempt ${(job.totalTried ?? 0) + 1}): ${reason}`,
      )
      throw error
    }
    const messageId = (info as { messageId?: unknown } | undefined)?.messageId
    return { output: { messageId: typeof messageId === 'string' ? messageId : '' } }
  },
}

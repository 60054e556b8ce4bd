import type { Payload } from 'payload'
import { runDueJobs } from './jobRunner'
import type { EmailInput } from './sendEmailTask'

/**
 * Queues an email as a `sendEmail` job (stored in PostgreSQL, retried with back-off) and starts
 * the queue at once, so a healthy SMTP server delivers within a second. The caller never waits
 * for SMTP and never sees its errors: the job keeps them and retries.
 */
export async function queueEmail(payload: Payload, input: EmailInput): Promise<void> {
  await payload.jobs.queue({ task: 'sendEmail', input })
  void runDueJobs(payload)
}

import type { Payload, PayloadRequest } from 'payload'
import { runDueJobs } from './jobRunner'
import type { EmailInput } from './emailInput'

/**
 * Queues an email as a `sendEmail` job (stored in PostgreSQL, retried with back-off) and starts
 * the queue at once, so a healthy SMTP server delivers within a second. The caller never waits
 * for SMTP and never sees its errors: the job keeps them and retries.
 */
export async function queueEmail(payload: Payload, input: EmailInput): Promise<void> {
  await payload.jobs.queue({ task: 'sendEmail', input })
  void runDueJobs(payload)
}

/**
 * Queues an email in the transaction of `req` (a hook's): the job exists once the change it
 * tells of is committed, and the queue is started a moment later; its tick picks it up otherwise.
 */
export async function queueEmailWith(req: PayloadRequest, input: EmailInput): Promise<void> {
  await req.payload.jobs.queue({ task: 'sendEmail', input, req })
  setTimeout(() => void runDueJobs(req.payload), 100).unref()
}

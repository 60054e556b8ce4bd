import type { TaskConfig } from 'payload'
import { applyRetention } from './retention'

/**
 * The nightly job that erases submissions older than the retention setting (see retention.ts).
 * Payload's scheduler queues it (at most one waiting at a time); should two instances queue one
 * each, the second run stands down or finds nothing left.
 */
export const retentionTask: TaskConfig<'applyRetention'> = {
  slug: 'applyRetention',
  label: 'Apply data retention',
  schedule: [{ cron: '0 30 3 * * *', queue: 'default' }],
  // A failure is retried within the hour; the next night's run would catch up anyway.
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ req }) => {
    const result = await applyRetention(req.payload)
    return { output: { outcome: result.outcome } }
  },
}

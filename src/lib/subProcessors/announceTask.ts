import type { TaskConfig } from 'payload'
import { announceChanges, ANNOUNCE_TASK } from './announce'

/**
 * The job a change of the published sub-processor list queues (collections/hooks/subProcessorNotices.ts):
 * it announces the difference, if any, to the feed and the confirmed subscribers.
 */
export const announceSubProcessorChangesTask: TaskConfig<typeof ANNOUNCE_TASK> = {
  slug: ANNOUNCE_TASK,
  label: 'Announce sub-processor changes',
  // Nothing is stored or sent unless the whole announcement commits, so a retry starts clean.
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [{ name: 'reason', type: 'text' }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ req }) => {
    const announced = await announceChanges(req.payload)
    return {
      output: {
        outcome: announced
          ? `notice ${announced.notice}, ${announced.emailed} emailed`
          : 'unchanged',
      },
    }
  },
}

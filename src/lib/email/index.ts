export { queueEmail, queueEmailWith } from './queueEmail'
export { runDueJobs, stopJobRunner } from './jobRunner'
export type { EmailInput } from './emailInput'

export { queueEmail } from './queueEmail'
export { JOB_CONCURRENCY, runDueJobs, stopJobRunner } from './jobRunner'
export { sendEmailTask, type EmailInput } from './sendEmailTask'

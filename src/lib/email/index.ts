export { queueEmail, queueEmailWith } from './queueEmail'
export { runDueJobs, stopJobRunner } from './jobRunner'
export { sendEmailTask, type EmailInput } from './sendEmailTask'

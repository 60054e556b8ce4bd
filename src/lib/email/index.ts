export { queueEmail } from './queueEmail'
export { runDueJobs } from './jobRunner'
export { sendEmailTask, type EmailInput } from './sendEmailTask'

/** The review page's fixed texts, in English only: the page is for staff (no visitor reads it). */
export const TEXT = {
  accessTitle: 'Admin Access',
  accessDenied: 'Access Denied',
  incorrectPassword: 'Incorrect password',
  accountLocked: 'This account is locked after too many failed sign-ins. Try again in 15 minutes.',
  notReviewer: 'Your account does not have the reviewer role. Ask an administrator to grant it.',
  title: 'Recovery Applications',
  loading: 'Loading applications...',
  loadFailed: 'Failed to load applications',
  error: 'Error',
  success: 'Success',
  successDetail: 'Application status updated and email sent',
  warning: 'Warning',
  updateFailed: 'Failed to update status',
  updateTitle: 'Update Application Status',
  detailsTitle: 'Full Application Details',
  notesHint: 'This message will be included in the email sent to the applicant.',
} as const

export const showing = (matching: number, total: number) =>
  `Showing ${matching} of ${total} applications`

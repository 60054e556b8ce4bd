/** Answers of the second step (the review card and the admin screens show them), in English only: staff read them. */
export const TWO_FACTOR_TEXT = {
  invalidCode: 'Invalid code',
  locked: 'This user is locked due to having too many failed login attempts.',
  signedOut: 'Sign in with your email and password first.',
  notEnrolling: 'This account already has two-factor sign-in.',
  notEnrolled: 'This account has no two-factor sign-in yet.',
  forbidden: 'You are not allowed to perform this action.',
} as const

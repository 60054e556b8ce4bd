/** Labels of the second-step screens (CMS and review page), in English only: staff read them. */
export const SECOND_STEP_TEXT = {
  codeTitle: 'Two-factor sign-in',
  codeIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeLabel: 'Authentication code',
  verify: 'Verify',
  verifying: 'Verifying...',
  enrolTitle: 'Set up two-factor sign-in',
  enrolIntro:
    'Staff accounts sign in with a password and a code from an authenticator app. Scan this QR code with the app, or type the secret into it, then enter the code it shows.',
  secretLabel: 'Secret key',
  qrLabel: 'QR code for your authenticator app',
  enable: 'Verify and enable',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your phone. Store them somewhere safe: they are shown only this once.',
  copy: 'Copy codes',
  copied: 'Copied',
  download: 'Download codes',
  continue: 'Continue',
  logout: 'Log out',
  enrolInCms:
    'Your account needs two-factor sign-in before it can open anything. Set it up in the CMS, then come back.',
  enrolLink: 'Set up two-factor sign-in',
} as const

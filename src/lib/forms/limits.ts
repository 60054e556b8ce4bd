/**
 * How long the forms' texts and how large their numbers may be: the schemas enforce them, and the
 * fields and the CMS draw them. Zod-free, so a form's first load can read them.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  organization: 200,
  subject: 200,
  message: 5_000,
  count: 10_000_000,
  path: 500,
}

export const RECOVERY_LIMITS = {
  shortText: 200,
  phone: 40,
  email: 254,
  address: 500,
  otherText: 500,
  longText: 5000,
  url: 2000,
  count: 1_000_000,
} as const

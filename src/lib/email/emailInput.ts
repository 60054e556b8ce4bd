/** The collections of double opt-in subscribers (src/lib/optInLists): they share optInStatusFields. */
export type OptInCollection = 'newsletter-subscribers' | 'trust-subscribers'

/**
 * Whose signed links a queued email carries, by id: the sendEmail task makes them as it sends
 * (src/lib/sendEmail/signedLinks.ts). An id is no credential; a link is.
 */
export type SignedLinks =
  | { kind: 'opt-in'; collection: OptInCollection; subscriber: number }
  | { kind: 'document-access'; request: number }
  | { kind: 'password-reset'; user: number }

export type EmailInput = {
  to: string
  subject: string
  html: string
  replyTo?: string
  /** Extra headers, e.g. List-Unsubscribe on every email to a newsletter subscriber. */
  headers?: Record<string, string>
  /** Whose signed links fill the email's link slots as it is sent (src/lib/email/linkSlots.ts). */
  signedLinks?: SignedLinks
}
